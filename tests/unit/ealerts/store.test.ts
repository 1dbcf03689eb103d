import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { EAlert } from '@/lib/ealerts/types';
import { useEAlertsStore } from '@/stores/e-alerts';
import { useFlashStore } from '@/stores/flash';
import { useSessionStore } from '@/stores/session';

jest.mock('@/lib/api/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn() }));
const get = apiGet as jest.Mock;
const post = apiPost as jest.Mock;
const put = apiPut as jest.Mock;
const del = apiDelete as jest.Mock;

const alert = (id: number, criteria: Record<string, string>, customName = `Search ${id}`): EAlert => ({
  id, criteria, customName, description: null, frequency: 'twice_a_week', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
});
const riverhead = alert(1, { city_label: 'Riverhead, NY' }, 'Riverhead, NY');
const southold = alert(2, { city_label: 'Southold, NY', minprice: '300000' }, 'Southold, NY $300K+');

/** A promise the test settles when it wants: the moment between "shown at once" and the server's answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const state = () => useEAlertsStore.getState();
const names = () => state().list.map((a) => a.customName);

beforeEach(() => {
  jest.resetAllMocks();
  state().clear();
  useFlashStore.getState().hide();
  useSessionStore.setState({ userAuthorized: true, eAlertsCount: 0 });
});

describe('e-alerts store (SPEC §3 E-alert, §4 E-alerts)', () => {
  test('set replaces the list; update by id and remove by id change one alert', async () => {
    state().set([riverhead, southold]);
    expect(state()).toMatchObject({ list: [riverhead, southold], loaded: true });
    put.mockResolvedValue({ data: { ...southold, frequency: 'weekly' } });
    await state().update(2, { frequency: 'weekly' });
    expect(state().list[1]!.frequency).toBe('weekly');
    del.mockResolvedValue(null);
    await state().remove(1);
    expect(state().list).toEqual([{ ...southold, frequency: 'weekly' }]);
  });

  test('load asks once; later calls share the answer', async () => {
    get.mockResolvedValue({ data: [riverhead] });
    const [a, b] = await Promise.all([state().load(), state().load()]);
    await state().load();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/leads/me/e-alerts');
    expect(a).toEqual([riverhead]);
    expect(b).toEqual([riverhead]);
  });

  test('add is shown at once, then replaced by the server copy; the last added id follows', async () => {
    state().set([riverhead]);
    const answer = deferred<{ data: EAlert }>();
    post.mockReturnValue(answer.promise);
    const saving = state().add({ criteria: southold.criteria });
    // At once: first in the list, with the name the server would give it, under a temporary id.
    expect(names()).toEqual(['Southold, NY $300K+', 'Riverhead, NY']);
    expect(state().list[0]!.id).toBeLessThan(0);
    expect(state().lastAddedId).toBe(state().list[0]!.id);
    expect(post).toHaveBeenCalledWith('/leads/me/e-alerts', { ealert: { criteria: southold.criteria } });

    answer.resolve({ data: southold });
    await expect(saving).resolves.toEqual(southold);
    expect(state().list).toEqual([southold, riverhead]);
    expect(state().lastAddedId).toBe(2);
    expect(useSessionStore.getState().eAlertsCount).toBe(2);
  });

  test('a failed add is removed again and the error shown', async () => {
    state().set([riverhead]);
    post.mockRejectedValue(new ApiError('ealert.criteria.colour: "colour" is not a search key', 422, {}));
    await expect(state().add({ criteria: { colour: 'blue' } })).resolves.toBeNull();
    expect(state().list).toEqual([riverhead]);
    expect(state().lastAddedId).toBeNull();
    expect(useFlashStore.getState()).toMatchObject({ visible: true, kind: 'error', message: 'ealert.criteria.colour: "colour" is not a search key' });
    expect(useSessionStore.getState().eAlertsCount).toBe(0);
  });

  test('a 409 on add shows the message and lists the alert the lead already has', async () => {
    state().set([]);
    const body = { error: 'This search is already saved as "Riverhead, NY"', existingId: 1, existing: riverhead };
    post.mockRejectedValue(new ApiError(body.error, 409, { status: 409, body }));
    await state().add({ criteria: { city_label: 'riverhead, ny' } });
    expect(state().list).toEqual([riverhead]);
    expect(useFlashStore.getState().message).toBe('This search is already saved as "Riverhead, NY"');
  });

  test('delete is optimistic and restored in its place on failure', async () => {
    state().set([riverhead, southold, alert(3, { zip: '11901' })]);
    useSessionStore.setState({ eAlertsCount: 3 });
    const answer = deferred<null>();
    del.mockReturnValue(answer.promise);
    const deleting = state().remove(2);
    expect(state().list.map((a) => a.id)).toEqual([1, 3]);
    answer.reject(new ApiError('Server error', 500, {}));
    await expect(deleting).resolves.toBe(false);
    expect(state().list.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(useFlashStore.getState()).toMatchObject({ kind: 'error', message: 'Server error' });
    expect(useSessionStore.getState().eAlertsCount).toBe(3);
  });

  test('deleting what the server no longer has (404) counts as deleted; the menu count follows', async () => {
    state().set([riverhead, southold]);
    useSessionStore.setState({ eAlertsCount: 2 });
    del.mockRejectedValue(new ApiError('Saved search not found', 404, {}));
    await expect(state().remove(1)).resolves.toBe(true);
    expect(state().list).toEqual([southold]);
    expect(useSessionStore.getState().eAlertsCount).toBe(1);
    expect(useFlashStore.getState().visible).toBe(false);
  });

  test('remove by criteria finds the alert by SPEC matching (case-insensitive)', async () => {
    state().set([riverhead, southold]);
    del.mockResolvedValue(null);
    await expect(state().removeByCriteria({ minprice: '300000', city_label: 'SOUTHOLD, ny' })).resolves.toBe(true);
    expect(del).toHaveBeenCalledWith('/leads/me/e-alerts/2');
    expect(state().list).toEqual([riverhead]);
    await expect(state().removeByCriteria({ zip: '00000' })).resolves.toBe(false);
  });

  test('a failed update puts the alert back as it was', async () => {
    state().set([riverhead]);
    put.mockRejectedValue(new ApiError('frequency must be one of: never, instantly', 422, {}));
    await expect(state().update(1, { customName: 'Beach' })).resolves.toBeNull();
    expect(state().list).toEqual([riverhead]);
  });

  test('emptied on logout (SPEC §4)', () => {
    state().set([riverhead]);
    useSessionStore.getState().clear();
    expect(state()).toMatchObject({ list: [], loaded: false, lastAddedId: null });
  });
});
