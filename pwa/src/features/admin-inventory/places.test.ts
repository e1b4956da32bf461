import { describe, expect, it } from 'vitest';
import type { PickupSettings } from '#shared/pickup-settings';
import type { PlaceRecord } from '#shared/places';
import { marketsOnItsDays, withPlaceSaved } from './places';

const place = (
  id: string,
  kind: PlaceRecord['kind'],
  weekday: number,
  extra: Partial<PlaceRecord> = {},
): PlaceRecord => ({
  id,
  kind,
  name: id,
  address: `${id} street`,
  note: '',
  weekday,
  from: '09:00',
  until: '12:00',
  cutoffHours: kind === 'market' ? null : 24,
  active: true,
  ...extra,
});

// Her door on Fridays, Saturday's market, and a summer evening market on Saturdays and Wednesdays.
const door = place('home', 'door', 5);
const saturday = place('Gallatin Valley', 'market', 6);
const evening = place('Music on Main', 'market', 3, {
  windows: [
    { weekday: 3, from: '17:00', until: '20:00' },
    { weekday: 6, from: '17:00', until: '20:00' },
  ],
});

describe('marketsOnItsDays', () => {
  it('names each other market on one of its days, by its day', () => {
    const tuesday = { id: null, kind: 'market' as const, windows: [{ weekday: 2, from: '17:00', until: '20:00' }] };
    expect(marketsOnItsDays(tuesday, [door, saturday, evening])).toEqual([]);
    const alsoSaturday = { ...tuesday, windows: [...tuesday.windows, { weekday: 6, from: '08:00', until: '11:00' }] };
    expect(marketsOnItsDays(alsoSaturday, [door, saturday, evening])).toEqual([
      'Gallatin Valley on Saturdays',
      'Music on Main on Saturdays',
    ]);
  });

  it('leaves out the place itself, stopped markets, and every place that is not a market', () => {
    const editing = {
      id: saturday.id,
      kind: 'market' as const,
      windows: [{ weekday: 6, from: '09:00', until: '12:00' }],
    };
    expect(marketsOnItsDays(editing, [door, saturday, { ...evening, active: false }])).toEqual([]);
    // Her door on a Saturday shares no table: only markets have market days.
    expect(marketsOnItsDays({ ...editing, id: 'home', kind: 'door' }, [saturday, evening])).toEqual([]);
  });
});

describe('withPlaceSaved', () => {
  it('shows a place with two windows with both before the server answers', () => {
    const settings = { places: [door, saturday] } as unknown as PickupSettings;
    const windows = evening.windows!;
    const saved = withPlaceSaved(settings, {
      kind: 'save-place',
      id: evening.id,
      placeKind: 'market',
      name: evening.name,
      address: evening.address,
      note: '',
      weekday: 3,
      from: '17:00',
      until: '20:00',
      windows,
      cutoffHours: null,
      active: true,
    });
    expect(saved.places?.at(-1)).toMatchObject({ id: evening.id, windows });
    expect(saved.places).toHaveLength(3);
  });
});
