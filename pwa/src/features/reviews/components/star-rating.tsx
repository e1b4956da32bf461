import Box from '@mui/joy/Box';
import { useId } from 'react';
import { StarIcon, StarOutlineIcon } from '../../../components/icons';

/**
 * A 1 to 5 star choice that is a real radio group: arrow keys move between stars, and each
 * star is read out as "3 stars". Clicking a star picks it.
 */
export function StarRating({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
}) {
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ fontSize: 'sm', fontWeight: 'md', mb: 0.5, color: 'text.primary' }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <Box
            key={stars}
            component="label"
            sx={{
              position: 'relative',
              cursor: 'pointer',
              color: stars <= value ? 'warning.500' : 'neutral.400',
              fontSize: 32,
              display: 'inline-flex',
              borderRadius: 'sm',
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.500', outlineOffset: 2 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
              // The real radio covers its star: clicks, taps and screen readers all reach it.
              sx={{ position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer' }}
            />
            {stars <= value ? <StarIcon fontSize="inherit" /> : <StarOutlineIcon fontSize="inherit" />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Read-only stars for a review in the list. */
export function Stars({ rating }: { rating: number }) {
  return (
    <Box role="img" aria-label={`${rating} out of 5 stars`} sx={{ display: 'inline-flex', color: 'warning.500' }}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? <StarIcon key={star} fontSize="sm" /> : <StarOutlineIcon key={star} fontSize="sm" />,
      )}
    </Box>
  );
}
