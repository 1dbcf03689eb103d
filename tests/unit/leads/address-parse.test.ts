import { MAX_ADDRESS_LENGTH, parseAddress } from '@/lib/leads/address-parse';

describe('parseAddress (SPEC §5: city letters, spaces, dots, hyphens; state two letters)', () => {
  test('street, city, state and ZIP', () => {
    expect(parseAddress('12 Main St, Riverhead, NY 11901')).toEqual({
      ok: true,
      value: { address: '12 Main St, Riverhead, NY 11901', street: '12 Main St', city: 'Riverhead', state: 'NY', zip: '11901' },
    });
  });

  test('tidied: spaces collapsed, the state in capitals, a ZIP after its own comma, ZIP+4, no ZIP', () => {
    expect(parseAddress('  12   Main St ,  Riverhead , ny   11901 ')).toMatchObject({ ok: true, value: { address: '12 Main St, Riverhead, NY 11901' } });
    expect(parseAddress('12 Main St, Riverhead, NY, 11901')).toMatchObject({ ok: true, value: { state: 'NY', zip: '11901' } });
    expect(parseAddress('12 Main St, Riverhead, NY 11901-1234')).toMatchObject({ ok: true, value: { zip: '11901-1234' } });
    expect(parseAddress('12 Main St, Riverhead, NY')).toMatchObject({ ok: true, value: { zip: null, address: '12 Main St, Riverhead, NY' } });
  });

  test('cities with dots, hyphens and spaces; a street with a unit after a comma', () => {
    expect(parseAddress('3 Elm Rd, St. James, NY 11780')).toMatchObject({ ok: true, value: { city: 'St. James' } });
    expect(parseAddress('3 Elm Rd, Wilkes-Barre, PA 18701')).toMatchObject({ ok: true, value: { city: 'Wilkes-Barre' } });
    expect(parseAddress("12 Main St, Apt 4B, Hampton Bays, NY 11946")).toMatchObject({ ok: true, value: { street: '12 Main St, Apt 4B', city: 'Hampton Bays' } });
    expect(parseAddress("14 O'Neil Ln #2, Sag Harbor, NY")).toMatchObject({ ok: true, value: { street: "14 O'Neil Ln #2" } });
  });

  test('refused with a clear message', () => {
    const error = (text: string) => {
      const r = parseAddress(text);
      return r.ok ? null : r.error;
    };
    expect(error('')).toMatch(/Enter an address/);
    expect(error('12 Main St Riverhead NY')).toMatch(/street, city and state/);
    expect(error('12 Main St, , NY')).toMatch(/street, city and state/);
    expect(error('12 Main St, Riverhead 2, NY')).toBe('The city may hold only letters, spaces, dots and hyphens');
    expect(error("12 Main St, Riverhead's, NY")).toMatch(/city may hold only/);
    expect(error('12 Main St, Riverhead, New York')).toMatch(/state must be two letters/);
    expect(error('12 Main St, Riverhead, N1 11901')).toMatch(/state must be two letters/);
    expect(error('12 Main St, Riverhead, NY 1190')).toMatch(/state must be two letters/);
    expect(error('<b>12</b>, Riverhead, NY')).toMatch(/street may hold/);
    expect(error('12 Main\u0000 St, Riverhead, NY')).toMatch(/not allowed/);
    expect(error(`${'1'.repeat(250)} Main St, Riverhead, NY`)).toBe(`An address must be at most ${MAX_ADDRESS_LENGTH} characters`);
  });
});
