import { downloadFile } from '../../../../lib/download-file';

/** Sheet n of a nest: the DXF for the machine, or the PDF for the operator. */
export const downloadSheet = (nestId: number, n: number, kind: 'dxf' | 'pdf') =>
  downloadFile(`/admin/nests/${nestId}/sheets/${n}.${kind}`, `nest-${nestId}-sheet-${n}.${kind}`);
