import { useId, useRef, useState, type DragEvent } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { DRAWING_FILE } from '@steelcut/domain/drawings/drawing-words';
import { DRAWING_LABELS } from '../labels';

type Props = {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Below a result: one line, for the next drawing. */
  compact?: boolean;
};

/** A DXF dropped on it or chosen with its button (the keyboard's way in, labelled for screen readers). */
export function DropZone({ onFile, disabled = false, compact = false }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        display: 'flex',
        flexDirection: compact ? { xs: 'column', sm: 'row' } : 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: compact ? 2 : 1.5,
        p: compact ? 2 : { xs: 3, sm: 5 },
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'background.paper',
        transition: 'background-color 150ms, border-color 150ms',
      }}
    >
      <UploadFileOutlined sx={{ fontSize: compact ? 32 : 48, color: 'primary.main' }} aria-hidden />
      <Box>
        {/* Phones have no dragging: the button is their way. */}
        <Typography sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600 }}>
          {DRAWING_LABELS.dropHere}
        </Typography>
        <FormHelperText id={hintId} sx={{ textAlign: 'center', m: 0 }}>
          {DRAWING_LABELS.fileHint}
        </FormHelperText>
      </Box>
      <input
        ref={input}
        type="file"
        accept={DRAWING_FILE.accept}
        aria-label={DRAWING_LABELS.fileInput}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a fix.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant={compact ? 'outlined' : 'contained'}
        size={compact ? 'medium' : 'large'}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={hintId}
      >
        {compact ? DRAWING_LABELS.chooseAnother : DRAWING_LABELS.choose}
      </Button>
    </Box>
  );
}
