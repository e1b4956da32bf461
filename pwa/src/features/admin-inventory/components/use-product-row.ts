import { useState } from 'react';
import type { AdminInventoryItem } from '#shared/inventory';
import { useUnsavedDraft } from '../../../lib/unsaved-changes';
import { reportOutcome, useAdminEdit } from '../../../sync/use-admin-edit';

const wholeNumber = /^\d+$/;
const amount = /^\d+(\.\d{1,2})?$/;

/** A field of the row that holds a draft: what it shows, whether that is a change, its save. */
export interface DraftField {
  shown: string;
  changed: boolean;
  type(text: string): void;
  save(): Promise<void>;
  busy: boolean;
}

/**
 * One product's edits: its stock and price drafts (held only while she edits a field, so fresh
 * numbers from the server show otherwise), the problem of the one she saved last, and its
 * visibility. A draft not saved is named if she tries to leave the page.
 */
export function useProductRow(item: AdminInventoryItem) {
  const [stockDraft, setStockDraft] = useState<string | null>(null);
  const [priceDraft, setPriceDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: 'stock' | 'price'; text: string } | null>(null);
  const stockEdit = useAdminEdit();
  const priceEdit = useAdminEdit();
  const visibilityEdit = useAdminEdit();
  const stockShown = stockDraft ?? String(item.stock);
  const priceShown = priceDraft ?? item.price ?? '';
  const stockChanged = stockShown !== String(item.stock);
  const priceChanged = priceShown !== (item.price ?? '');
  useUnsavedDraft(`stock:${item.id}`, stockChanged ? `stock of ${item.name}` : null);
  useUnsavedDraft(`price:${item.id}`, priceChanged ? `price of ${item.name}` : null);

  async function saveStock() {
    if (!wholeNumber.test(stockShown.trim())) {
      return setProblem({ field: 'stock', text: 'Stock must be a whole number of 0 or more' });
    }
    setProblem(null);
    setStockDraft(null);
    const stock = Number(stockShown);
    // The stock she saw goes along: if orders came in meanwhile, the server merges (stock-merge.ts).
    const outcome = await stockEdit.edit(
      // For the bake she sees: sent later from her outbox, it still sets that bake's.
      {
        kind: 'set-stock',
        id: item.id,
        stock,
        baseStock: item.stock,
        ...(item.bakeDay ? { bakeDay: item.bakeDay } : {}),
      },
      `Stock of ${item.name} to ${stock}`,
    );
    // Refused here or by the server: the number she typed stays in the field, with why.
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setStockDraft(String(stock));
      return setProblem({ field: 'stock', text: outcome.error });
    }
    if (outcome.kind === 'sent' && outcome.answer?.merged) return; // the merge notice says it all
    reportOutcome(outcome, `Stock of ${item.name} to ${stock}`, {
      done: ['Stock Updated', `${item.name}: ${stock} in stock`],
      failed: ['Update Failed', 'Failed to update stock:'],
    });
  }

  async function savePrice() {
    if (!amount.test(priceShown.trim())) return setProblem({ field: 'price', text: 'Price is an amount like 4.50' });
    setProblem(null);
    setPriceDraft(null);
    const price = Number(priceShown.trim()).toFixed(2);
    const outcome = await priceEdit.edit(
      { kind: 'set-price', id: item.id, price },
      `Price of ${item.name} to $${price}`,
      {
        done: ['Price Updated', `${item.name}: $${price}`],
        failed: ['Update Failed', 'Failed to update price:'],
        inForm: true,
      },
    );
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setPriceDraft(price);
      setProblem({ field: 'price', text: outcome.error });
    }
  }

  async function toggleVisible(visible: boolean) {
    const state = visible ? 'visible' : 'hidden';
    await visibilityEdit.edit({ kind: 'set-visibility', id: item.id, visible }, `${item.name} ${state}`, {
      done: ['Visibility Updated', `${item.name} is now ${state}`],
      failed: ['Update Failed', 'Failed to update visibility:'],
    });
  }

  const stock: DraftField = {
    shown: stockShown,
    changed: stockChanged,
    type: setStockDraft,
    save: saveStock,
    busy: stockEdit.busy,
  };
  const price: DraftField = {
    shown: priceShown,
    changed: priceChanged,
    type: setPriceDraft,
    save: savePrice,
    busy: priceEdit.busy,
  };
  return {
    stock,
    price,
    problemOf: (field: 'stock' | 'price') => (problem?.field === field ? problem.text : null),
    toggleVisible,
    togglingVisible: visibilityEdit.busy,
  };
}
