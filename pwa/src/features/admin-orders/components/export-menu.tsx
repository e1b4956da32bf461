import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { failureText } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/toast';
import { downloadOrdersCsv, type CsvFile } from '../api';
import type { OrderFilters } from '../order-filters';

const choices: { file: CsvFile; withCancelled: boolean; label: string }[] = [
  { file: 'orders', withCancelled: false, label: 'Orders, one row each' },
  { file: 'order-lines', withCancelled: false, label: 'Order lines, one row each' },
  { file: 'orders', withCancelled: true, label: 'Orders, cancelled ones too' },
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
