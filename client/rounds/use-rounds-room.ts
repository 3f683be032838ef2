import { recordRoomHook } from '../lib/record-room';
import { useRoundsStore } from './store';

/** Keeps the rounds store equal to the server (the rounds room's snapshot, then its pushes). */
export const useRoundsRoom = recordRoomHook({ list: 'rounds', upserted: 'round:upserted', store: useRoundsStore });
