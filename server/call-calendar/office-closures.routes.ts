import type { FastifyInstance } from 'fastify';
import {
  deleteOfficeDateBodySchema,
  OFFICE_NOTE_BLOCK_TIME,
  officeRecordBodySchema,
} from '../../shared/schemas/office-closures.js';
import { can } from '../../shared/roles.js';
import { forbidden } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { removeOfficeClosure, saveOfficeRecord } from './office-closures.service.js';
import { idParamsSchema } from '../../shared/schemas/common.js';

export async function officeClosuresRoutes(app: FastifyInstance): Promise<void> {
  // Which right applies depends on the note; a caller with neither is refused before the body is read.
  const mayWriteEither = { preHandler: app.permit(['block-time.write', 'call-calendar.write']) };
  app.post('/add-ofice-close-data', mayWriteEither, async (request, reply) => {
    const body = parse(officeRecordBodySchema, request.body);
    const permission = body.note === OFFICE_NOTE_BLOCK_TIME ? 'block-time.write' : 'call-calendar.write';
    if (!can(request.auth.role, permission)) throw forbidden();
    const { record, clearedCalls } = await saveOfficeRecord(app, request.auth, {
      note: body.note,
      effective_date_start: body.effective_date_start,
    });
    return reply.status(201).send({ office: record, cleared_calls: clearedCalls });
  });

  app.post('/office/:id/delete-date', { preHandler: app.permit('office-closures.remove') }, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { date } = parse(deleteOfficeDateBodySchema, request.body);
    return { office: await removeOfficeClosure(app, request.auth, id, date) };
  });
}
