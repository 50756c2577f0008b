import { useState } from 'react';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { shapeImageSrcSet, shapeImageUrl } from '../../../../lib/shape-catalogue';

/** The shape's picture, or a neutral placeholder icon if it fails to load (SPEC section 2). */
export function ShapeThumbnail({ imageName }: { imageName: string }) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  return (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        '& img': { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
      }}
    >
      {failedFor === imageName ? (
        <ImageOutlined aria-hidden data-testid="shape-placeholder" sx={{ fontSize: 64, color: 'text.disabled' }} />
      ) : (
        <img
          src={shapeImageUrl(imageName)}
          srcSet={shapeImageSrcSet(imageName)}
          sizes="(min-width: 900px) 240px, 45vw"
          alt=""
          onError={() => setFailedFor(imageName)}
        />
      )}
    </Box>
  );
}
