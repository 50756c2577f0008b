import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Stack from '@mui/material/Stack';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import { DownloadButton } from '../../../../components/DownloadButton';
import { downloadDocumentsCsv, downloadGstr1, downloadTally } from '../api/download-returns';
import { RETURNS_LABELS } from '../lib/returns-labels';

/** The month's files: the GSTR-1 for the offline tool, the vouchers for Tally, a CSV for anyone else. */
export function ReturnDownloads({ month }: { month: string }) {
  const files = [
    { label: RETURNS_LABELS.gstr1, icon: <DataObjectOutlined />, download: () => downloadGstr1(month) },
    { label: RETURNS_LABELS.tally, icon: <FileDownloadOutlined />, download: () => downloadTally(month) },
    { label: RETURNS_LABELS.csv, icon: <TableChartOutlined />, download: () => downloadDocumentsCsv(month) },
  ];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      component="section"
      aria-label={RETURNS_LABELS.downloads}
    >
      {files.map((file) => (
        <DownloadButton
          key={file.label}
          startIcon={file.icon}
          download={file.download}
          failMessage={RETURNS_MSG.downloadFailed}
        >
          {file.label}
        </DownloadButton>
      ))}
    </Stack>
  );
}
