import { useWaitlistPlaces } from '../store';
import { keptUntil } from '../take-offer';
import '../../../components/solid-button.css';
import './waitlist.css';

/**
 * Her turn, said on the shop (docs/waitlist.md, "Her turn, on the phone that joined"): "Your
 * turn: 3 Chocolate Babka kept for you until 10:42 AM, in your cart", while her cart holds it
 * (app/ says which holds it has, and opens it). Once she orders, or its time runs out and the
 * cart lets it go, it is not said.
 */
export function YourTurn({ heldIds, onOpenCart }: { heldIds: readonly string[]; onOpenCart: () => void }) {
  const turns = useWaitlistPlaces((state) => state.turns).filter((turn) => heldIds.includes(turn.reservationId));
  if (turns.length === 0) return null;
  return (
    <section className="your-turn" role="status" aria-label="Your turn from the waitlist">
      {turns.map((turn) => (
        <p key={turn.reservationId} className="your-turn-text">
          <strong>Your turn:</strong> {turn.what} kept for you until {keptUntil(turn.expiresAt)}, in your cart.
        </p>
      ))}
      <button type="button" className="solid-button" onClick={onOpenCart}>
        Check out
      </button>
    </section>
  );
}
