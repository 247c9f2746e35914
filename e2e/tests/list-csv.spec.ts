import { expect, type Page, test } from '@playwright/test';

import { expectCsvCarriesRows, exportCsv } from './csvExport';
import { openMap } from './map-page';
import { pauseClock } from './pageClock';
import { openSignedIn } from './session';

/**
 * Every list's CSV carries what each column shows, a CSV column per fact where a cell shows several: for each list,
 * the columns it shows (Actions aside) and the CSV columns each goes to, checked against the first rows on screen.
 */
const PAGE_LISTS = [
  {
    path: '/admin/jobs',
    fileName: 'jobs.csv',
    fields: {
      'Job Details': ['Job ID', 'Porters'],
      'Client & Type': ['Client', 'Job Type'],
      'Pickup & Delivery': ['Pickup Address', 'Delivery Address'],
      Schedule: ['Pickup Date', 'Pickup Time'],
      Assignment: ['Driver', 'Vehicle'],
      Status: ['Status'],
      Value: ['Value'],
    },
  },
  {
    // Worst compliance first: rows whose cells list two alerts and "+1 more".
    path: '/admin/vehicles?sort=-alerts',
    fileName: 'fleet.csv',
    fields: {
      Vehicle: ['Registration', 'Make', 'Model'],
      Status: ['Status'],
      'Driver & Location': ['Driver', 'Location'],
      Fuel: ['Fuel'],
      Mileage: ['Mileage'],
      Compliance: ['Compliance'],
    },
  },
  {
    path: '/admin/drivers',
    fileName: 'drivers.csv',
    fields: {
      Driver: ['Name', 'Email'],
      Phone: ['Phone'],
      License: ['License Number', 'License Class', 'License Expiry'],
      Employment: ['Employment'],
      Status: ['Status'],
      Rating: ['Rating'],
      Jobs: ['Jobs'],
    },
  },
  {
    path: '/admin/clients',
    fileName: 'clients.csv',
    fields: {
      'Client Information': ['Company', 'Contact'],
      'Contact Details': ['Email', 'Phone', 'Postcode'],
      'Type & Status': ['Type', 'Status'],
      Revenue: ['Revenue'],
      Jobs: ['Jobs'],
      'Last Job': ['Last Job'],
    },
  },
  {
    path: '/admin/invoices',
    fileName: 'invoices.csv',
    fields: {
      Invoice: ['Invoice'],
      Client: ['Client'],
      Date: ['Date'],
      'Due Date': ['Due Date'],
      Services: ['Services'],
      Amount: ['Amount'],
      Status: ['Status'],
    },
  },
  {
    path: '/admin/warehouses',
    fileName: 'storage-facilities.csv',
    fields: {
      'Facility Details': ['Facility', 'Address'],
      'Type & Status': ['Type', 'Status'],
      'Capacity Usage': ['Capacity Used', 'Occupied', 'Capacity'],
      'Staff & Assets': ['Staff', 'Vehicles'],
      Operations: ['Operating Hours', 'Manager'],
      Contact: ['Phone'],
    },
  },
  {
    path: '/admin/alerts',
    fileName: 'system-alerts.csv',
    fields: {
      'Alert Details': ['Alert', 'Description'],
      'Type & Severity': ['Type', 'Severity'],
      'Vehicle & Driver': ['Vehicle', 'Driver'],
      Location: ['Location'],
      Time: ['Time', 'Date'],
      Status: ['Status'],
    },
  },
] as const;

const LIVE_VEHICLE_FIELDS = { Vehicle: ['Registration', 'Driver', 'City'], Status: ['Status'], Speed: ['Speed'] } as const;
const MAP_LISTS = [
  { path: '/admin/tracking', title: /^Fleet \(/, fileName: 'fleet.csv', fields: LIVE_VEHICLE_FIELDS },
  {
    path: '/admin/tracking',
    title: /^Active Jobs \(/,
    fileName: 'active-jobs.csv',
    fields: { Job: ['Job'], Vehicle: ['Vehicle', 'Driver'], ETA: ['ETA'] },
  },
  {
    path: '/admin/uk-fleet',
    title: /^Live Jobs — 21 Aug 2025 \(/,
    fileName: 'live-jobs.csv',
    fields: { Job: ['Job', 'Client', 'Vehicle', 'Driver'], Progress: ['Progress'] },
  },
  { path: '/admin/uk-fleet', title: /^Active Vehicles \(/, fileName: 'vehicles.csv', fields: LIVE_VEHICLE_FIELDS },
] as const;

const listTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /\(\d+( vehicles)?\)$/ });

test.describe('Every list exports what it shows as CSV', () => {
  for (const { path, fileName, fields } of PAGE_LISTS) {
    test(`${path}: each column's facts in their own CSV columns`, async ({ page }) => {
      await openSignedIn(page, path);
      await expect(listTitle(page)).toBeVisible();
      const list = page.getByRole('region', { name: /\(\d+( vehicles)?\)$/ });
      const csv = await exportCsv(page, list);
      expect(csv.fileName).toBe(fileName);
      await expectCsvCarriesRows(list, csv, fields);
    });
  }

  // The two lists of a map page share its load.
  for (const path of ['/admin/tracking', '/admin/uk-fleet']) {
    const lists = MAP_LISTS.filter((list) => list.path === path);
    test(`${path}, ${lists.map(({ title }) => title.source.slice(1, -3)).join(' and ')}: each column's facts in their own CSV columns`, async ({
      page,
    }) => {
      await openMap(page, path);
      // The fleet stands still while the files and the rows are compared.
      await pauseClock(page);
      for (const { title, fileName, fields } of lists) {
        const list = page.getByRole('region', { name: title });
        const csv = await exportCsv(page, list);
        expect(csv.fileName).toBe(fileName);
        await expectCsvCarriesRows(list, csv, fields);
      }
    });
  }
});
