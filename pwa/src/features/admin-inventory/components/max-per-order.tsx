import { MAX_LINE_QUANTITY } from '#shared/cart';
import type { AdminInventoryItem } from '#shared/inventory';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { NumberSetting } from './number-setting';

/** The most one customer may order of a scarce product (a Hotplate favourite); empty: no limit. */
export function MaxPerOrder({ item }: { item: AdminInventoryItem }) {
  const edit = useAdminEdit();

  async function save(typed: string) {
    const maxPerOrder = typed.trim() === '' ? null : Number(typed);
    const outcome = await edit.edit(
      { kind: 'set-max-per-order', id: item.id, maxPerOrder },
      `Limit per order of ${item.name}`,
      {
        done: [
          'Limit Updated',
          maxPerOrder ? `${item.name}: at most ${maxPerOrder} per order` : `${item.name}: no limit`,
        ],
        failed: ['Update Failed', 'Failed to update the limit:'],
        inForm: true,
      },
    );
    // Refused here or by the server: what she typed stays, with why.
    return outcome.kind === 'invalid' || outcome.kind === 'refused' ? outcome.error : null;
  }

  return (
    <NumberSetting
      item={item}
      label="Max per order"
      kind="set-max-per-order"
      saved={item.maxPerOrder ? String(item.maxPerOrder) : ''}
      draftName="limit per order"
      helper="For scarce bakes: holds and orders above it are refused."
      placeholder="No limit"
      input={{ min: 1, max: MAX_LINE_QUANTITY }}
      save={save}
      busy={edit.busy}
    />
  );
}
