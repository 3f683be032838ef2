import type { BoardRecord, CreatedBoard } from '../../shared/schemas/boards.js';
import { api } from '../lib/api-client';

export type BoardSettingsForm = Partial<
  Pick<BoardRecord, 'allow_names' | 'window_start' | 'window_end' | 'rotation_seconds' | 'name'>
>;

export const boardsApi = {
  list: () => api.get<{ boards: BoardRecord[] }>('/boards').then((response) => response.boards),
  create: (name: string) => api.post<{ board: CreatedBoard }>('/boards', { name }).then((response) => response.board),
  update: (id: number, form: BoardSettingsForm) =>
    api.post<{ board: BoardRecord }>(`/boards/${id}`, form).then((response) => response.board),
  turnOff: (id: number) => api.delete<{ board: BoardRecord }>(`/boards/${id}`).then((response) => response.board),
};
