import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { failureText } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/toast';
import type { OrderExportFile } from '#shared/owner-orders';
import { downloadOrdersCsv } from '../api';
import type { OrderFilters } from '../order-filters';

/** Each says what a row is, and its file is named the same way (shared orderExportName). */
const choices: { file: OrderExportFile; withCancelled: boolean; label: string }[] = [
  { file: 'orders', withCancelled: false, label: 'Orders: one row per order' },
  { file: 'order-lines', withCancelled: false, label: 'Order lines: one row per item ordered' },
  { file: 'orders', withCancelled: true, label: 'Orders with the cancelled ones' },
];

/** The spreadsheets of the orders on screen: orders or their lines, cancelled ones only when asked. */
export function ExportMenu({ filters, disabled }: { filters: OrderFilters; disabled: boolean }) {
  return (
    <Dropdown>
      <MenuButton variant="outlined" disabled={disabled}>
        Export CSV
      </MenuButton>
      <Menu placement="bottom-end">
        {choices.map(({ file, withCancelled, label }) => (
          <MenuItem
            key={label}
            onClick={() =>
              void downloadOrdersCsv(file, filters, withCancelled).catch((error: unknown) =>
                toastFailure('Export Failed', failureText(error, 'Try again.')),
              )
            }
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
