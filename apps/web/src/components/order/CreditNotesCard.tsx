import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import { downloadCreditNote, useCreditNotes } from '../../lib/billing/credit-notes';
import { formatDateIst } from '../../lib/dates';
import { DownloadButton } from '../DownloadButton';
import { SectionCard } from '../SectionCard';

/** The order's GST credit notes, each with its PDF; nothing while it has none. */
export function CreditNotesCard({ orderId, viewer }: { orderId: number; viewer: 'customer' | 'admin' }) {
  const { data: notes } = useCreditNotes(orderId, viewer);
  if (!notes?.length) return null;
  return (
    <SectionCard titleId="credit-notes-title" title={RETURNS_MSG.creditNotesTitle} gutterBottom>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {notes.map((note) => (
          <Box
            component="li"
            key={note.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {note.number} · {formatRupees(note.totalPaise)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateIst(note.issuedAt)} · {RETURNS_MSG.creditNoteLine(note.against, note.reason)}
              </Typography>
            </Box>
            <DownloadButton
              size="small"
              startIcon={<PictureAsPdfOutlined />}
              download={() => downloadCreditNote(note)}
              failMessage={RETURNS_MSG.downloadFailed}
              aria-label={RETURNS_MSG.creditNotePdf(note.number)}
            >
              {RETURNS_MSG.pdf}
            </DownloadButton>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
