import { useState } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { shapeImageSrcSet, shapeImageUrl } from '../../../lib/shape-catalogue';

/** A neutral plate with a hole, shown when a shape's own image does not load (SPEC section 2). */
function DefaultShapeImage() {
  return (
    <svg viewBox="0 0 120 90" aria-hidden focusable="false">
      <path
        d="M10 10 H110 V80 H10 Z M60 30 a15 15 0 1 0 0.01 0 Z"
        fill="#cfd8dc"
        fillRule="evenodd"
        stroke="#37474f"
        strokeWidth="2"
      />
    </svg>
  );
}

type Props = {
  imageName: string;
  alt?: string;
  /** How wide the picture shows at each screen width (the `<img>`'s sizes), so a phone fetches a small one. */
  sizes: string;
  /** Loaded as it comes near the screen (a card below the first screen). */
  lazy?: boolean;
  /** The page's largest picture: fetched ahead of other pictures and the app's scripts. */
  priority?: boolean;
  sx?: BoxProps['sx'];
};

/** The shape's illustration from the server, or the default picture if it fails to load. */
export function ShapeImage({ imageName, alt = '', sizes, lazy = false, priority = false, sx }: Props) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: '4 / 3', bgcolor: 'background.default' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: (theme) => theme.spacing(1.5),
          '& img, & svg': { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
        }}
      >
        {failedFor === imageName ? (
          <DefaultShapeImage />
        ) : (
          <img
            src={shapeImageUrl(imageName)}
            srcSet={shapeImageSrcSet(imageName)}
            sizes={sizes}
            loading={lazy ? 'lazy' : undefined}
            fetchPriority={priority ? 'high' : undefined}
            alt={alt}
            onError={() => setFailedFor(imageName)}
          />
        )}
      </Box>
    </Box>
  );
}
