import { useState } from 'react';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { API_BASE } from '../../lib/api-client';

/**
 * The drawing sent with an item. The signed path carries no file type, so it is tried as an
 * image first; a PDF (or anything else a browser cannot show inline) falls back to a link.
 */
export function ItemAttachment({ path, name }: { path: string; name: string }) {
  const [notAnImage, setNotAnImage] = useState(false);
  const href = `${API_BASE}/${path}`;
  if (notAnImage) {
    return (
      <Link href={href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <DescriptionOutlined fontSize="small" aria-hidden />
        Open attachment
      </Link>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`Open the attachment of ${name}`}
      sx={{ display: 'inline-block' }}
    >
      <Box
        component="img"
        src={href}
        alt={`Attachment of ${name}`}
        loading="lazy"
        onError={() => setNotAnImage(true)}
        sx={{
          display: 'block',
          width: 96,
          height: 96,
          objectFit: 'cover',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      />
    </Link>
  );
}
