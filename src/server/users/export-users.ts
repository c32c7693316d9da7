/** The user list as an .xlsx, written row by row into the response stream. */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client.js';
import { listUsers } from './list-users.js';

const COLUMNS = [
  { header: 'First Name', key: 'firstName', width: 16 },
  { header: 'Last Name', key: 'lastName', width: 18 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Role', key: 'role', width: 10 },
  { header: 'Status', key: 'status', width: 11 },
  { header: 'Active', key: 'active', width: 8 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Address', key: 'address', width: 26 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'State', key: 'state', width: 7 },
  { header: 'ZIP Code', key: 'zipCode', width: 10 },
  { header: 'Last Login', key: 'lastLoginAt', width: 22 },
  { header: 'Created', key: 'createdAt', width: 22 },
];

export const usersExportFilename = (now = new Date()) =>
  `groundwork-users-${now.toISOString().slice(0, 10)}.xlsx`;

export function exportUsersXlsx(db: Db) {
  const stream = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Users');
    sheet.columns = COLUMNS;
    for (const user of await listUsers(db)) {
      sheet
        .addRow({
          ...user,
          active: user.isActive ? 'Yes' : 'No',
          lastLoginAt: user.lastLoginAt ?? 'Never',
          createdAt: user.createdAt,
        })
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
