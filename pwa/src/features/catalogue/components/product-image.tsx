import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import { productContent } from '../product-content';

export function ProductImage({ productId, name }: { productId: string; name: string }) {
  const { image } = productContent(productId);
  return (
    <AspectRatio ratio="4/3" variant="soft" sx={{ borderRadius: 'md' }}>
      {image ? (
        <img src={image} alt={name} width={320} height={240} loading="lazy" decoding="async" />
      ) : (
        <Typography level="title-md" sx={{ color: 'text.secondary' }}>
          Picture Coming Soon
        </Typography>
      )}
    </AspectRatio>
  );
}
