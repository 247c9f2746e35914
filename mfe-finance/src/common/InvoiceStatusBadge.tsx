import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { invoiceStatusBadge } from 'shared-contracts/domain';
import type { InvoiceStatus } from 'shared-contracts/records';
import { StatusChip } from 'shared-contracts/ui';

type IconColour = SvgIconProps['color'];

const STATUS_ICONS: Record<InvoiceStatus, { Icon: typeof SvgIcon; color: IconColour }> = {
  draft: { Icon: EditNoteOutlinedIcon, color: 'action' },
  generated: { Icon: ReceiptLongOutlinedIcon, color: 'primary' },
  sent: { Icon: SendOutlinedIcon, color: 'info' },
  paid: { Icon: CheckCircleOutlineIcon, color: 'success' },
  overdue: { Icon: ErrorOutlineIcon, color: 'error' },
  cancelled: { Icon: CancelOutlinedIcon, color: 'action' },
};

/**
 * An invoice's status: its icon and its badge (label and style from the specification; an unknown
 * status shows as Draft).
 */
export function InvoiceStatusBadge({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const { Icon, color } = STATUS_ICONS[Object.hasOwn(STATUS_ICONS, status) ? (status as InvoiceStatus) : 'draft'];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, maxWidth: '100%' }}>
      <Icon aria-hidden fontSize={size} color={color} />
      <StatusChip {...invoiceStatusBadge(status)} size={size} />
    </span>
  );
}
