import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { NotFoundError } from 'shared-contracts/contract';
import { routeGpx } from 'shared-contracts/server';
import * as z from 'zod';

import { recordAudit } from '../audit/auditEntries';
import type { Database } from '../db/openDatabase';
import { publishEvent } from '../events/publishEvent';
import type { ApiInstance } from '../http/apiInstance';
import { BadRequestError } from '../http/BadRequestError';
import { answers } from '../http/routeSchemas';
import { registerDevice, tokenHash } from './deviceTokens';
import { type OsmandBody, osmandBody, type OsmandQuery, osmandQuery, reportOf } from './osmandReport';
import { positionEvents } from './positionEvents';
import { PositionWriter } from './positionWriter';
import { readLatest, readRoute } from './readPositions';

const UNKNOWN_DEVICE = { error: 'unauthorized', message: 'No tracker has this id and token' } as const;
/** Position events go out at most this often. */
const EVENT_PERIOD_MS = 1000;

const vehicleParams = z.object({ id: z.string().min(1).max(100) });
const isDay = (text: string) =>
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const dayQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })
    .refine(isDay, { error: 'date must be a day of the calendar' })
    .optional()
    .describe('the day (UK time), YYYY-MM-DD; default today'),
});
const routePoint = z.object({
  at: z.string(),
  lat: z.number(),
  lon: z.number(),
  speedKmh: z.number().nullable(),
  bearing: z.number().nullable(),
  altitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  battery: z.number().nullable(),
});
const latest = z.object({ data: z.array(routePoint.extend({ vehicleId: z.string() })) });
const deviceBody = z.strictObject({
  deviceId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/, { error: 'deviceId must be letters, digits, _ . : or -' }),
});

/** The token a tracker sent: `Authorization: Bearer …`, else a `token` parameter (Traccar Client's URL can carry one). */
function tokenOf(authorization: string | undefined, ...params: (string | undefined)[]): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return bearer ?? params.find((param) => param !== undefined && param !== '');
}

/**
 * Trackers and what they report: POST (or GET) /api/positions, the OsmAnd protocol, outside the staff session (each
 * device's token instead); for staff, the newest position of each vehicle, a vehicle's route of a day (JSON or GPX),
 * and registering a tracker for a vehicle.
 */
export async function positionRoutes(api: ApiInstance, { db, now }: { db: Database; now: () => Date }) {
  const events = positionEvents(db, now, EVENT_PERIOD_MS);
  const writer = new PositionWriter(db, now, (positions) => events.add(positions));
  api.addHook('onClose', () => events.stop());

  // Trackers post forms; only here, so the staff routes still take JSON alone.
  await api.register(async (trackers: ApiInstance) => {
    trackers.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(text as string)));
    });
    // A report wholly in the query string comes with no body.
    trackers.addHook('preValidation', async (request) => {
      request.body ??= {};
    });
    const receive = async (query: OsmandQuery, body: OsmandBody | undefined, authorization: string | undefined, reply: FastifyReply) => {
      const report = reportOf(query, body, now());
      if (typeof report === 'string') throw new BadRequestError(report);
      const token = tokenOf(authorization, query.token, body?.token);
      if (!token || !(await writer.write({ ...report, tokenHash: tokenHash(token) }))) return reply.code(401).send(UNKNOWN_DEVICE);
      return { stored: true as const };
    };
    const schema = {
      tags: ['positions'],
      description:
        'A tracker’s report (OsmAnd): query or form parameters, or Traccar Client’s JSON; the device’s token as Authorization: Bearer or `token`',
      querystring: osmandQuery,
      response: answers({ 200: z.object({ stored: z.literal(true) }) }),
    };
    trackers.get('/positions', { config: { public: true }, schema }, (request, reply) =>
      receive(request.query, undefined, request.headers.authorization, reply),
    );
    trackers.post('/positions', { config: { public: true }, schema: { ...schema, body: osmandBody } }, (request, reply) =>
      receive(request.query, request.body, request.headers.authorization, reply),
    );
  });

  api.get(
    '/positions/latest',
    { config: { access: { resource: 'map', action: 'read' } }, schema: { tags: ['positions'], response: answers({ 200: latest }) } },
    async () => ({ data: await readLatest(db) }),
  );
  const vehicleRead = { access: { resource: 'vehicles' as const, action: 'read' as const } };
  api.get(
    '/vehicles/:id/route',
    {
      config: vehicleRead,
      schema: {
        tags: ['positions'],
        params: vehicleParams,
        querystring: dayQuery,
        response: answers({ 200: z.object({ data: z.array(routePoint) }) }),
      },
    },
    async (request) => ({ data: await readRoute(db, request.params.id, request.query.date, now()) }),
  );
  api.get(
    '/vehicles/:id/route.gpx',
    {
      config: vehicleRead,
      schema: { tags: ['positions'], params: vehicleParams, querystring: dayQuery, response: answers({ 200: z.string() }) },
    },
    async (request, reply) => {
      const points = await readRoute(db, request.params.id, request.query.date, now());
      return reply
        .type('application/gpx+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.id.replace(/[^\w-]/g, '_')}-route.gpx"`)
        .send(routeGpx(request.params.id, points));
    },
  );
  api.post(
    '/vehicles/:id/devices',
    {
      // As a record's write: a role that may not read vehicles is told so first.
      config: { access: { resource: 'vehicles', action: 'update', actionsOf: () => ['update'] } },
      schema: {
        tags: ['positions'],
        description: 'Registers a tracker for the vehicle (or gives it a new token); the token is shown once',
        params: vehicleParams,
        body: deviceBody,
        response: answers({ 201: z.object({ data: z.object({ deviceId: z.string(), vehicleId: z.string(), token: z.string() }) }) }),
      },
    },
    async (request, reply) => {
      const vehicleId = request.params.id;
      const token = await db.transaction().execute(async (trx) => {
        const { rows } = await sql`SELECT 1 FROM vehicles WHERE id = ${vehicleId}`.execute(trx);
        if (rows.length === 0) throw new NotFoundError('vehicles', vehicleId);
        const made = await registerDevice(trx, request.body.deviceId, vehicleId, now());
        const change = { device: [null, request.body.deviceId] as [unknown, unknown] };
        await recordAudit(
          trx,
          request.account!,
          { resource: 'vehicles', recordId: vehicleId, action: 'register_device', changes: change },
          now(),
        );
        await publishEvent(trx, {
          resource: 'vehicles',
          action: 'register_device',
          changed: ['vehicles'],
          by: request.account!,
          at: now(),
        });
        return made;
      });
      return reply.code(201).send({ data: { deviceId: request.body.deviceId, vehicleId, token } });
    },
  );
}
