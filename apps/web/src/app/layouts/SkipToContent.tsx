import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the top bar. */
export function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
