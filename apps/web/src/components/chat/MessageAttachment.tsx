import { useState } from 'react';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { CHAT_MSG, type ChatAttachmentView } from '@steelcut/domain/schemas/chat';
import { DownloadButton } from '../DownloadButton';
import { downloadApiFile } from '../../lib/download-file';
import { apiFileUrl, formatFileSize } from '../../lib/files';
import { AttachmentPreviewDialog } from './AttachmentPreviewDialog';
import { CHAT_LABELS } from './labels';

/** An image shows as a thumbnail that opens a preview; any other file as a button that downloads it. */
export function MessageAttachment({ attachment }: { attachment: ChatAttachmentView }) {
  const [open, setOpen] = useState(false);
  const isImage = attachment.type.startsWith('image/') || attachment.thumbnail_path !== null;

  if (!isImage) {
    return (
      <DownloadButton
        size="small"
        startIcon={<InsertDriveFileOutlined />}
        download={() => downloadApiFile(attachment.path, attachment.name)}
        failMessage={CHAT_MSG.downloadFailed}
        sx={{ maxWidth: '100%', bgcolor: 'background.paper', textTransform: 'none', overflowWrap: 'anywhere' }}
      >
        {`${attachment.name} (${formatFileSize(attachment.size)})`}
      </DownloadButton>
    );
  }
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={CHAT_LABELS.preview(attachment.name)}
        sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <Box
          component="img"
          src={apiFileUrl(attachment.thumbnail_path ?? attachment.path)}
          alt={attachment.name}
          loading="lazy"
          sx={{ display: 'block', width: { xs: 140, sm: 180 }, height: { xs: 105, sm: 135 }, objectFit: 'cover' }}
        />
      </ButtonBase>
      <AttachmentPreviewDialog attachment={attachment} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
