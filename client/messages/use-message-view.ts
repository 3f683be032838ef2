import { useEffect, useState } from 'react';
import type { MessageViewResponse } from '../../shared/schemas/messages.js';

export type ViewState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; view: MessageViewResponse };

/** Loads one message view (received or sent box); a failure shows "Failed to fetch message.". */
export function useMessageView(load: () => Promise<MessageViewResponse>, key: string | undefined): ViewState {
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load()
      .then((view) => active && setState({ status: 'ready', view }))
      .catch((error: unknown) => {
        console.error('Failed to fetch message.', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
    // `load` is rebuilt each render; the message id (key) is what decides a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
