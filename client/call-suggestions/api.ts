import { callSuggestionsContract as contract } from '../../shared/contract/call-suggestions.js';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import { call } from '../lib/api-client';

export const callSuggestionsApi = {
  suggest: (month: string, seed?: number) =>
    call(contract.suggest, { body: { month, ...(seed === undefined ? {} : { seed }) } }),
  candidates: (date: string, slot: CallSlot) => call(contract.candidates, { query: { date, slot } }),
};
