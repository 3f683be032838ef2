import type { FastifyInstance } from 'fastify';
import { officeClosuresContract as contract } from '../../shared/contract/office-closures.js';
import { can } from '../../shared/roles.js';
import { OFFICE_NOTE_BLOCK_TIME } from '../../shared/schemas/office-closures.js';
import { forbidden } from '../http/errors.js';
import { declareRoute } from '../http/declare-route.js';
import { removeOfficeClosure, saveOfficeRecord } from './office-closures.service.js';

/** Office records (closures and block time's effective dates), as shared/contract/office-closures.ts declares them. */
export async function officeClosuresRoutes(app: FastifyInstance): Promise<void> {
  // A caller with neither right is refused before the body is read; which one applies depends on the note.
  declareRoute(app, contract.save, async ({ body }, request) => {
    const permission = body.note === OFFICE_NOTE_BLOCK_TIME ? 'block-time.write' : 'call-calendar.write';
    if (!can(request.auth.role, permission)) throw forbidden();
    const { record, clearedCalls } = await saveOfficeRecord(app, request.auth, body);
    return { office: record, cleared_calls: clearedCalls };
  });

  declareRoute(app, contract.removeClosure, async ({ params, body }, request) => {
    const removed = await removeOfficeClosure(app, request.auth, params.id, body.date, {
      restoreHolders: body.restore_holders,
    });
    return { office: removed.record, restored_calls: removed.restored, kept_empty: removed.kept };
  });
}
