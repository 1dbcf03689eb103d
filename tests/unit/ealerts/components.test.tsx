import { criteriaFromFilters } from '@/lib/ealerts/criteria';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ServerSessionContext } from '@/components/layout/session-context';
import { SavedSearchList } from '@/components/saved-searches/saved-search-list';
import { SaveSearchButton } from '@/components/search/save-search-button';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api/client';
import { alertSearchUrl, criteriaSummary, EVERYTHING } from '@/lib/ealerts/summary';
import type { EAlert } from '@/lib/ealerts/types';
import { useEAlertsStore } from '@/stores/e-alerts';
import { useFlashStore } from '@/stores/flash';
import { useSessionStore } from '@/stores/session';
import { useSignUpStore } from '@/stores/sign-up';
import { renderWithIntl } from '../render';
import { filtersWith, searchConfig } from '../search-filters/fixtures';

jest.mock('@/lib/api/client', () => ({ apiGet: jest.fn(), apiPost: jest.fn(), apiPut: jest.fn(), apiDelete: jest.fn() }));
const get = apiGet as jest.Mock;
const post = apiPost as jest.Mock;
const put = apiPut as jest.Mock;
const del = apiDelete as jest.Mock;

const config = searchConfig();
const alert = (id: number, criteria: Record<string, string>, customName: string): EAlert => ({
  id, criteria, customName, description: null, frequency: 'twice_a_week', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
});
const riverhead = alert(7, { minprice: '300000', maxprice: '600000', type: 'r', city_label: 'Riverhead, NY' }, 'Riverhead, NY $300K–$600K');

function as(who: 'visitor' | 'lead' | 'agent', ui: ReactElement) {
  const session = { userAuthorized: who === 'lead', userFullyAuthorized: who === 'lead', agentAuthorized: who === 'agent', agentSite: null };
  act(() => useSessionStore.setState({ userAuthorized: null, agentAuthorized: null }));
  return renderWithIntl(<ServerSessionContext.Provider value={session}>{ui}</ServerSessionContext.Provider>);
}

beforeEach(() => {
  jest.resetAllMocks();
  act(() => {
    useEAlertsStore.getState().clear();
    useFlashStore.getState().hide();
    useSignUpStore.setState({ request: null, last: null });
  });
});

describe('criteria in words and as a link', () => {
  test('chips of the search, or "All homes for sale"; the canonical /real-estate URL', () => {
    expect(criteriaSummary(riverhead.criteria, config)).toBe('Riverhead, NY · Residential · $300K–$600K');
    expect(criteriaSummary({}, config)).toBe(EVERYTHING);
    expect(alertSearchUrl(riverhead.criteria, config.ctx)).toBe('/real-estate/riverhead-ny/type-r/price-300000-600000');
  });
});

describe('SaveSearchButton (SPEC §4, §8)', () => {
  const riverheadFilters = filtersWith((f) => {
    f.suggestions.city_label = ['Riverhead, NY'];
    f.type = ['r'];
    f.price = { from: 300_000, to: 600_000 };
  });

  test('a visitor is asked to sign up with the saveFilters reason', async () => {
    as('visitor', <SaveSearchButton filters={riverheadFilters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    // The search on screen goes with the request (once the search codec has loaded): the form
    // saves it once the visitor has signed up.
    await waitFor(() => expect(useSignUpStore.getState().request).toEqual({ type: 'saveFilters', criteria: criteriaFromFilters(riverheadFilters) }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save search' })).toBeEnabled());
    expect(useSignUpStore.getState().request?.criteria).toMatchObject({ city_label: 'Riverhead, NY' });
    expect(post).not.toHaveBeenCalled();
  });

  test('agents, and the lead’s own lists, have no button', () => {
    expect(as('agent', <SaveSearchButton filters={riverheadFilters} />).container).toBeEmptyDOMElement();
    expect(as('lead', <SaveSearchButton filters={filtersWith((f) => (f.favorite = true))} />).container).toBeEmptyDOMElement();
  });

  test('a lead saves: optimistic add, "Your search has been saved", the search recorded with the saveButton priority', async () => {
    get.mockResolvedValue({ data: [] });
    post.mockImplementation((path: string) => Promise.resolve(path === '/leads/me/e-alerts' ? { data: riverhead } : { data: {} }));
    as('lead', <SaveSearchButton filters={riverheadFilters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(useFlashStore.getState().message).toBe('Your search has been saved'));
    expect(post).toHaveBeenCalledWith('/leads/me/e-alerts', { ealert: { criteria: riverhead.criteria } });
    expect(post).toHaveBeenCalledWith('/leads/me/search', { search: { criteria: riverhead.criteria, type: 'saveButton' } });
    expect(useEAlertsStore.getState().list).toEqual([riverhead]);
    expect(document.cookie).toContain('criteriaPriority=4');
  });

  test('criteria matching a saved search (case aside): "This search is already saved", nothing posted', async () => {
    get.mockResolvedValue({ data: [{ ...riverhead, criteria: { ...riverhead.criteria, city_label: 'RIVERHEAD, ny' } }] });
    as('lead', <SaveSearchButton filters={riverheadFilters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(useFlashStore.getState().message).toBe('This search is already saved'));
    expect(post).not.toHaveBeenCalled();
  });
});

describe('SavedSearchList', () => {
  const southold = alert(8, { city_label: 'Southold, NY' }, 'Southold, NY');

  test('name, summary, frequency with readable labels, Run search link', () => {
    as('lead', <SavedSearchList initial={[riverhead, southold]} config={config} />);
    const items = screen.getAllByTestId('saved-search');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Riverhead, NY $300K–$600K' })).toBeInTheDocument();
    expect(first.getByText('Riverhead, NY · Residential · $300K–$600K')).toBeInTheDocument();
    const select = first.getByRole('combobox', { name: 'E-mail alerts' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Never', 'Instantly', 'Daily', 'Twice a week', 'Weekly', 'Twice a month', 'Monthly']);
    expect(select).toHaveValue('twice_a_week');
    expect(first.getByRole('link', { name: 'Run search Riverhead, NY $300K–$600K' })).toHaveAttribute('href', '/real-estate/riverhead-ny/type-r/price-300000-600000');
  });

  test('frequency and rename go through the store; delete asks first and is optimistic', async () => {
    as('lead', <SavedSearchList initial={[riverhead, southold]} config={config} />);
    put.mockResolvedValueOnce({ data: { ...riverhead, frequency: 'weekly' } });
    fireEvent.change(screen.getAllByRole('combobox', { name: 'E-mail alerts' })[0]!, { target: { value: 'weekly' } });
    await waitFor(() => expect(useFlashStore.getState().message).toBe('E-mail alerts for “Riverhead, NY $300K–$600K”: Weekly'));
    expect(put).toHaveBeenCalledWith('/leads/me/e-alerts/7', { ealert: { frequency: 'weekly' } });

    put.mockResolvedValueOnce({ data: { ...southold, customName: 'North Fork' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Southold, NY' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of this search' }), { target: { value: 'North Fork' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'North Fork' })).toBeInTheDocument());

    del.mockResolvedValue({ data: { id: 7 } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Riverhead, NY $300K–$600K' }));
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.getAllByTestId('saved-search')).toHaveLength(1);
    await waitFor(() => expect(useFlashStore.getState().message).toBe('“Riverhead, NY $300K–$600K” was deleted'));
  });

  test('no saved searches: says so and links to the search', () => {
    as('lead', <SavedSearchList initial={[]} config={config} />);
    expect(screen.getByText('You have no saved searches yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/real-estate');
  });
});
