import CloseIcon from '@mui/icons-material/Close';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CHAT_MSG, type ChatAttachmentView } from '@steelcut/domain/schemas/chat';
import { DownloadButton } from '../DownloadButton';
import { downloadApiFile } from '../../lib/download-file';
import { apiFileUrl } from '../../lib/files';
import { CHAT_LABELS } from './labels';

type Props = { attachment: ChatAttachmentView; open: boolean; onClose: () => void };

/** An image attachment at full size, with a link that downloads it. */
export function AttachmentPreviewDialog({ attachment, open, onClose }: Props) {
  const href = apiFileUrl(attachment.path);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="attachment-preview-title">
      <DialogTitle id="attachment-preview-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {attachment.name}
        <IconButton aria-label={CHAT_LABELS.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.50' }}>
        <Box
          component="img"
          src={href}
          alt={attachment.name}
          sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
        />
      </DialogContent>
      <DialogActions>
        <DownloadButton
          variant="text"
          startIcon={<DownloadOutlined />}
          download={() => downloadApiFile(attachment.path, attachment.name)}
          failMessage={CHAT_MSG.downloadFailed}
        >
          {CHAT_LABELS.download}
        </DownloadButton>
      </DialogActions>
    </Dialog>
  );
}
