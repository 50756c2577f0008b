import { useEffect, useId, useRef, useState } from 'react';
import AttachFile from '@mui/icons-material/AttachFile';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CART_IMAGE } from '@steelcut/domain/schemas/cart';
import { formatFileSize } from '../../../lib/files';
import { isPdf } from '../image-file';

type Props = {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
  /** 0 to 1 while the drawing uploads; null otherwise. */
  progress: number | null;
};

const HINT = 'Optional. JPG, PNG, GIF, SVG or PDF, up to 5 MB.';

/** The optional drawing: pick, preview (an image) or name (a PDF), remove, and upload progress. */
export function DrawingUpload({ file, onChange, error, disabled, progress }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewRef = useRef(preview);

  const choose = (picked: File | null) => {
    if (preview) URL.revokeObjectURL(preview.url);
    const next = picked && !isPdf(picked) ? { file: picked, url: URL.createObjectURL(picked) } : null;
    previewRef.current = next;
    setPreview(next);
    onChange(picked);
  };

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current.url);
    },
    [],
  );

  const imageUrl = preview && preview.file === file ? preview.url : null;

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Drawing
      </Typography>
      <input
        ref={input}
        type="file"
        accept={CART_IMAGE.accept}
        aria-label="Drawing file"
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {file ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
          }}
        >
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt="Preview of the attached drawing"
              sx={{ width: 64, height: 64, objectFit: 'contain', bgcolor: 'background.default', borderRadius: 0.5 }}
            />
          ) : (
            <PictureAsPdfOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
          )}
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatFileSize(file.size)}
            </Typography>
          </Box>
          <Button size="small" onClick={() => choose(null)} disabled={disabled} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </Box>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={helperId}
        >
          Attach drawing
        </Button>
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label="Uploading drawing"
          sx={{ mt: 1 }}
        />
      )}
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? HINT}
      </FormHelperText>
    </Box>
  );
}
