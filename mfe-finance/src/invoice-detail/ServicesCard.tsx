import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCurrency } from 'shared-contracts/domain';
import type { Invoice } from 'shared-contracts/records';
import { DetailCard } from 'shared-contracts/ui/detail';

type Totals = Pick<Invoice, 'amount' | 'vat_amount' | 'total_amount'>;

const footerCell = { color: 'text.primary', fontSize: '0.875rem', borderBottom: 0, py: 0.75 } as const;

/** Services Provided: what was done, then subtotal, VAT and total. */
export function ServicesCard({ invoice, totals }: { invoice: Invoice; totals: Totals }) {
  return (
    <DetailCard title="Services Provided" icon={<ListAltOutlinedIcon />}>
      <Table size="small" aria-label="Services and totals">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Description</TableCell>
            <TableCell scope="col" align="right">
              Amount
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{invoice.services}</TableCell>
            <TableCell align="right">{formatCurrency(totals.amount)}</TableCell>
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={footerCell}>
              Subtotal
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatCurrency(totals.amount)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={footerCell}>
              VAT ({invoice.vat_rate}%)
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatCurrency(totals.vat_amount)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...footerCell, fontWeight: 700, fontSize: '1rem' }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ ...footerCell, fontWeight: 700, fontSize: '1rem' }}>
              {formatCurrency(totals.total_amount)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </DetailCard>
  );
}
