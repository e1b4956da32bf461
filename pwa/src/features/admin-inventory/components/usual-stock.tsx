import type { AdminInventoryItem } from '#shared/inventory';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { NumberSetting } from './number-setting';

const wholeNumber = /^\d+$/;

/**
 * What she usually bakes of a product (docs/orders.md, "Stock of a bake day"): each later bake
 * starts with it (the shop's bake keeps the stock it shows), so next week's loaves are there
 * before this week's sell out, and setting this week's stock (a short bake, a sold-out table)
 * leaves next week's alone.
 */
export function UsualStock({ item }: { item: AdminInventoryItem }) {
  const edit = useAdminEdit();

  async function save(typed: string) {
    if (!wholeNumber.test(typed.trim())) return 'The usual bake is a whole number of 0 or more';
    const usualStock = Number(typed);
    const outcome = await edit.edit(
      { kind: 'set-usual-stock', id: item.id, usualStock },
      `Usual bake of ${item.name} to ${usualStock}`,
      {
        done: ['Usual Bake Updated', `${item.name}: ${usualStock} each bake`],
        failed: ['Update Failed', 'Failed to update the usual bake:'],
        inForm: true,
      },
    );
    // Refused here or by the server: what she typed stays, with why.
    return outcome.kind === 'invalid' || outcome.kind === 'refused' ? outcome.error : null;
  }

  return (
    <NumberSetting
      item={item}
      label="Usual bake"
      kind="set-usual-stock"
      saved={String(item.usualStock)}
      draftName="usual bake"
      helper="Each later bake starts with this many."
      input={{ min: 0 }}
      save={save}
      busy={edit.busy}
    />
  );
}
