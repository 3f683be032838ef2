import type { UserRecord } from '../../shared/schemas/users.js';
import { api } from '../lib/api-client';

export type UserForm = Record<string, unknown>;

export const usersApi = {
  get: (id: number) => api.get<{ user: UserRecord }>(`/users/${id}`).then((response) => response.user),
  create: (form: UserForm) => api.post<{ user: UserRecord }>('/add-new-user', form).then((response) => response.user),
  update: (id: number, form: UserForm) =>
    api.post<{ user: UserRecord }>(`/users/${id}`, form).then((response) => response.user),
};
