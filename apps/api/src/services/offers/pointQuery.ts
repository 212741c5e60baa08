// The map's points in SQL: shops (stores) and pickup points (pickup_points) as one row shape, scoped
// by city and/or the visible rectangle and narrowed by the filters; listed nearest first, or grouped
// on a Web-Mercator grid for a zoom level.
import type { Bounds, DeliveryPointType, PvzType } from '@ornament/api-contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type OpeningHours, type StoreType, pickupPoints, stores } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export interface PointScope {
  cityGuid: string | null;
  bounds: Bounds | null;
  pointTypes: readonly DeliveryPointType[];
  pvzTypes: readonly PvzType[] | null;
  partialRedemption: boolean | null;
  returnOption: boolean | null;
  deliveryServices: readonly string[] | null;
}

export interface PointRow {
  kind: DeliveryPointType;
  id: string;
  store_id: number | null;
  store_type: StoreType | null;
  pvz_code: string | null;
  pvz_type: PvzType | null;
  service_id: string | null;
  service_name: string | null;
  name: string;
  address: string;
  city_guid: string;
  lat: number;
  lon: number;
  opening_hours: OpeningHours | null;
  work_time: string;
  phone: string | null;
  partial_redemption: boolean;
  return_option: boolean;
}

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

function placeOf(lat: SQL, lon: SQL, cityGuid: SQL, scope: PointScope): SQL[] {
  const where: SQL[] = [];
  if (scope.cityGuid !== null) where.push(sql`${cityGuid} = ${scope.cityGuid}`);
  if (scope.bounds) {
    const { south, west, north, east } = scope.bounds;
    where.push(sql`${lat} between ${south} and ${north}`, sql`${lon} between ${west} and ${east}`);
  }
  return where;
}

const whereAll = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

// Shops take every kind of receiving the pickup-point filters ask about (a shopper can refuse part of
// an order at the counter and hand a return in), so those filters narrow pickup points only.
function storeBranch(scope: PointScope): SQL | null {
  if (!scope.pointTypes.includes('retail')) return null;
  const where = placeOf(sql`${stores.lat}`, sql`${stores.lon}`, sql`${stores.cityGuid}`, scope);
  return sql`select 'retail' as kind, 'retail-' || ${stores.id} as id, ${stores.id} as store_id, ${stores.type} as store_type,
      null::text as pvz_code, null::text as pvz_type, null::text as service_id, null::text as service_name,
      ${stores.name} as name, ${stores.address} as address, ${stores.cityGuid} as city_guid, ${stores.lat} as lat, ${stores.lon} as lon,
      ${stores.openingHours} as opening_hours, ''::text as work_time, ${stores.phone} as phone, true as partial_redemption, true as return_option
    from ${stores} where ${whereAll(where)}`;
}

function pvzBranch(scope: PointScope): SQL | null {
  if (!scope.pointTypes.includes('pvz')) return null;
  const where = placeOf(sql`${pickupPoints.lat}`, sql`${pickupPoints.lon}`, sql`${pickupPoints.cityGuid}`, scope);
  if (scope.pvzTypes) where.push(sql`${pickupPoints.pvzType} in (${list(scope.pvzTypes)})`);
  if (scope.partialRedemption !== null) where.push(sql`${pickupPoints.partialRedemption} = ${scope.partialRedemption}`);
  if (scope.returnOption !== null) where.push(sql`${pickupPoints.returnOption} = ${scope.returnOption}`);
  if (scope.deliveryServices) where.push(sql`${pickupPoints.deliveryServiceId} in (${list(scope.deliveryServices)})`);
  return sql`select 'pvz' as kind, 'pvz-' || ${pickupPoints.code} as id, null::int as store_id, null::text as store_type,
      ${pickupPoints.code} as pvz_code, ${pickupPoints.pvzType} as pvz_type, ${pickupPoints.deliveryServiceId} as service_id,
      ${pickupPoints.deliveryServiceName} as service_name, ${pickupPoints.name} as name, ${pickupPoints.address} as address,
      ${pickupPoints.cityGuid} as city_guid, ${pickupPoints.lat} as lat, ${pickupPoints.lon} as lon, null::jsonb as opening_hours,
      ${pickupPoints.workTime} as work_time, null::text as phone, ${pickupPoints.partialRedemption} as partial_redemption,
      ${pickupPoints.returnOption} as return_option
    from ${pickupPoints} where ${whereAll(where)}`;
}

function pointsOf(scope: PointScope): SQL | null {
  const branches = [storeBranch(scope), pvzBranch(scope)].filter((branch): branch is SQL => branch !== null);
  return branches.length === 0 ? null : sql.join(branches, sql` union all `);
}

export interface PointPage {
  rows: PointRow[];
  total: number;
}

/** Shops first, then by distance from `centre`; at most `limit` rows and the count of all that match. */
export async function findPoints(db: Db, scope: PointScope, centre: { lat: number; lon: number }, limit: number): Promise<PointPage> {
  const points = pointsOf(scope);
  if (!points) return { rows: [], total: 0 };
  const rows = rowsOf<PointRow & { total: number }>(
    await db.execute(sql`
      with points as (${points})
      select *, (count(*) over ())::int as total from points
      order by kind = 'pvz', power(lat - ${centre.lat}, 2) + power((lon - ${centre.lon}) * cos(radians(${centre.lat})), 2), id
      limit ${limit}`),
  );
  return { rows: rows.map(normalise), total: rows[0]?.total ?? 0 };
}

/** One point by its map id ('retail-12', 'pvz-CDEK-…'), whatever the filters. */
export async function findPoint(db: Db, id: string): Promise<PointRow | null> {
  const everything: PointScope = { cityGuid: null, bounds: null, pointTypes: ['retail', 'pvz'], pvzTypes: null, partialRedemption: null, returnOption: null, deliveryServices: null };
  const [row] = rowsOf<PointRow>(await db.execute(sql`with points as (${pointsOf(everything)!}) select * from points where id = ${id} limit 1`));
  return row ? normalise(row) : null;
}

export interface ClusterRow {
  cx: number;
  cy: number;
  count: number;
  retail_count: number;
  lat: number;
  lon: number;
  south: number;
  north: number;
  west: number;
  east: number;
  point_id: string | null;
}

/** Cells of this many map pixels; a tile is 256 px at every zoom. */
const cellPixels = 64;
const maxClusters = 2000;

/**
 * Points grouped by Web-Mercator grid cell: x = (lon + 180) / 360 and y = (1 − ln(tan φ + sec φ) / π) / 2
 * lie in [0, 1]; a cell is cellPixels / (256 · 2^zoom) of that square. Latitudes are clamped to the
 * projection's ±85.05°.
 */
export async function clusterPoints(db: Db, scope: PointScope, zoom: number): Promise<{ cells: ClusterRow[]; total: number }> {
  const points = pointsOf(scope);
  if (!points) return { cells: [], total: 0 };
  const cell = cellPixels / (256 * 2 ** zoom);
  const cells = rowsOf<ClusterRow & { total: number }>(
    await db.execute(sql`
      with points as (${points}),
      placed as (
        select kind, id, lat, lon, radians(least(greatest(lat, -85.05112878), 85.05112878)) as phi from points
      ),
      cells as (
        select kind, id, lat, lon,
          floor(((lon + 180) / 360) / ${cell})::bigint as cx,
          floor(((1 - ln(tan(phi) + 1 / cos(phi)) / pi()) / 2) / ${cell})::bigint as cy
        from placed
      )
      select cx, cy, count(*)::int as count, (count(*) filter (where kind = 'retail'))::int as retail_count,
        avg(lat)::float8 as lat, avg(lon)::float8 as lon, min(lat)::float8 as south, max(lat)::float8 as north,
        min(lon)::float8 as west, max(lon)::float8 as east,
        case when count(*) = 1 then min(id) end as point_id,
        (sum(count(*)) over ())::int as total
      from cells group by cx, cy
      order by count(*) desc, cx, cy
      limit ${maxClusters}`),
  );
  return { cells: cells.map((row) => ({ ...row, cx: Number(row.cx), cy: Number(row.cy) })), total: cells[0]?.total ?? 0 };
}

function normalise<T extends PointRow>(row: T): PointRow {
  return {
    kind: row.kind,
    id: row.id,
    store_id: row.store_id === null ? null : Number(row.store_id),
    store_type: row.store_type,
    pvz_code: row.pvz_code,
    pvz_type: row.pvz_type,
    service_id: row.service_id,
    service_name: row.service_name,
    name: row.name,
    address: row.address,
    city_guid: row.city_guid,
    lat: Number(row.lat),
    lon: Number(row.lon),
    opening_hours: typeof row.opening_hours === 'string' ? (JSON.parse(row.opening_hours) as OpeningHours) : row.opening_hours,
    work_time: row.work_time,
    phone: row.phone,
    partial_redemption: row.partial_redemption,
    return_option: row.return_option,
  };
}
