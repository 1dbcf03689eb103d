import type { SearchQuery } from '@/lib/filters/types';
import { MAX_CELLS, type ClusterCell, type ClusterResult } from '../backend';
import type { SearchContext } from '../conditions';
import { clusterCellDegrees } from '../geo';
import type { MapColumns } from './columns';
import { selectAll, selection } from './predicate';

/** A grid of cells at most this large is summed in flat arrays (a view at any grid zoom is far smaller). */
const DENSE_CELLS = 1 << 20;

/**
 * The map's clusters from the column index: the cells the SQL grouping makes
 * (floor(longitude / cell), floor(latitude / cell), the same doubles divided), each with its
 * count, centre and bounds. Null: a filter the index does not answer (SQL groups it).
 */
export function indexClusters(c: MapColumns, query: SearchQuery, ctx: SearchContext, zoom: number): ClusterResult | null {
  const chosen = selection(c, query, ctx);
  if (chosen === null) return null;
  if (chosen === false) return { cells: [], total: 0 };
  const { sel, n } = selectAll(c, chosen);
  if (n === 0) return { cells: [], total: 0 };
  const size = clusterCellDegrees(zoom);
  const { latitude, longitude } = c;
  const gx = new Int32Array(n);
  const gy = new Int32Array(n);
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (let j = 0; j < n; j++) {
    const i = sel[j]!;
    const x = Math.floor(longitude[i]! / size);
    const y = Math.floor(latitude[i]! / size);
    gx[j] = x;
    gy[j] = y;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const width = x1 - x0 + 1;
  const cellCount = width * (y1 - y0 + 1);
  // Each listing's cell as one number: dense when the cells in use span a small grid, else a map from the cell's key.
  const slotOf = new Int32Array(n);
  // Each slot's cell, noted when the slot is made (the order's tie-break).
  const cellX: number[] = [];
  const cellY: number[] = [];
  const newSlot = (j: number): number => {
    cellX.push(gx[j]!);
    cellY.push(gy[j]!);
    return cellX.length - 1;
  };
  if (cellCount <= DENSE_CELLS) {
    const slotByCell = new Int32Array(cellCount).fill(-1);
    for (let j = 0; j < n; j++) {
      const cell = (gx[j]! - x0) + (gy[j]! - y0) * width;
      let slot = slotByCell[cell]!;
      if (slot < 0) slotByCell[cell] = slot = newSlot(j);
      slotOf[j] = slot;
    }
  } else {
    const slotByKey = new Map<string, number>();
    for (let j = 0; j < n; j++) {
      const key = `${gx[j]},${gy[j]}`;
      let slot = slotByKey.get(key);
      if (slot === undefined) slotByKey.set(key, (slot = newSlot(j)));
      slotOf[j] = slot;
    }
  }
  const slots = cellX.length;
  const count = new Int32Array(slots);
  const latSum = new Float64Array(slots);
  const lonSum = new Float64Array(slots);
  const south = new Float64Array(slots).fill(Infinity);
  const west = new Float64Array(slots).fill(Infinity);
  const north = new Float64Array(slots).fill(-Infinity);
  const east = new Float64Array(slots).fill(-Infinity);
  for (let j = 0; j < n; j++) {
    const i = sel[j]!;
    const s = slotOf[j]!;
    const lat = latitude[i]!;
    const lon = longitude[i]!;
    count[s]!++;
    latSum[s] = latSum[s]! + lat;
    lonSum[s] = lonSum[s]! + lon;
    if (lat < south[s]!) south[s] = lat;
    if (lat > north[s]!) north[s] = lat;
    if (lon < west[s]!) west[s] = lon;
    if (lon > east[s]!) east[s] = lon;
  }
  const order = Array.from({ length: slots }, (_, s) => s).sort((a, b) => count[b]! - count[a]! || cellX[a]! - cellX[b]! || cellY[a]! - cellY[b]!);
  return {
    cells: order.slice(0, MAX_CELLS).map((s): ClusterCell => ({
      center: { lat: latSum[s]! / count[s]!, lon: lonSum[s]! / count[s]! },
      count: count[s]!,
      bounds: { west: west[s]!, south: south[s]!, east: east[s]!, north: north[s]! },
    })),
    total: n,
  };
}
