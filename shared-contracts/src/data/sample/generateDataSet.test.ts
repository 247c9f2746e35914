import { addDays, isActiveVehicle, toIsoDate } from 'shared-contracts/domain';
import { ALL_CLIENT_TYPES, INVOICE_STATUSES, JOB_TYPES } from 'shared-contracts/records';
import { SAMPLE_SIZES } from 'shared-contracts/testing';

import { clientActivityIndex } from '../clients/clientActivity';
import { revenueRangeFor } from './clientRevenueRanges';
import { CLIENT_TEMPLATES } from './clientTemplates';
import { generateDataSet, generateDataSetInSlices } from './generateDataSet';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
const day = (offset: number) => toIsoDate(addDays(today, offset));
const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;

describe('made in slices', () => {
  it('is the same data, made in more than one task', async () => {
    let tasks = 0;
    const counting = setInterval(() => (tasks += 1));
    const sliced = await generateDataSetInSlices({ today });
    clearInterval(counting);
    expect(sliced).toEqual(data);
    expect(tasks).toBeGreaterThan(0);
  });
});

describe('sample sizes', () => {
  it('has the specification sizes', () => {
    expect(data.jobs).toHaveLength(SAMPLE_SIZES.jobs);
    expect(data.drivers).toHaveLength(18);
    expect(data.vehicles).toHaveLength(29);
    expect(data.clients).toHaveLength(387);
    expect(data.invoices).toHaveLength(45);
    expect(data.warehouses).toHaveLength(5);
    expect(data.systemAlerts).toHaveLength(5);
    expect(data.today).toBe('2025-08-21');
  });

  it('has unique ids in every collection', () => {
    for (const records of [data.jobs, data.drivers, data.vehicles, data.clients, data.invoices, data.warehouses, data.systemAlerts]) {
      expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    }
    expect(new Set(data.vehicles.map((v) => v.registration)).size).toBe(29);
  });
});

describe('jobs', () => {
  it('has 35 live today, 848 completed in the past 30 days and 97 scheduled 1 to 30 days ahead', () => {
    const live = data.jobs.filter((j) => j.status === 'in_progress');
    const done = data.jobs.filter((j) => j.status === 'completed');
    const booked = data.jobs.filter((j) => j.status === 'scheduled');
    expect(live).toHaveLength(SAMPLE_SIZES.jobsInProgress);
    expect(done).toHaveLength(SAMPLE_SIZES.jobsCompleted);
    expect(booked).toHaveLength(SAMPLE_SIZES.jobsScheduled);
    expect(live.every((j) => j.pickup_date === day(0))).toBe(true);
    expect(done.every((j) => j.pickup_date >= day(-30) && j.pickup_date <= day(-1))).toBe(true);
    expect(booked.every((j) => j.pickup_date >= day(1) && j.pickup_date <= day(30))).toBe(true);
    expect(new Set(booked.map((j) => j.pickup_date)).size).toBe(30);
  });

  it('uses the listed job types, 2 to 5 porters, on-the-hour times and JOB-yyyy-nnnn ids', () => {
    expect(new Set(data.jobs.map((j) => j.job_type))).toEqual(new Set(JOB_TYPES));
    expect(data.jobs.every((j) => j.porter_count >= 2 && j.porter_count <= 5)).toBe(true);
    expect(new Set(data.jobs.map((j) => j.porter_count))).toEqual(new Set([2, 3, 4, 5]));
    expect(data.jobs.every((j) => /^([01]\d|2[0-3]):00$/.test(j.pickup_time))).toBe(true);
    expect(data.jobs.every((j) => /^JOB-\d{4}-\d{4}$/.test(j.id))).toBe(true);
    expect(data.jobs[0].id).toBe('JOB-2025-0980');
  });

  it('was created before today and before its pickup', () => {
    expect(data.jobs.every((j) => j.created_at.slice(0, 10) < j.pickup_date && new Date(j.created_at) < today)).toBe(true);
  });
});

describe('fleet', () => {
  it('has 25 active vehicles, 2 available, 1 in maintenance, 1 out of service', () => {
    expect(count(data.vehicles, isActiveVehicle)).toBe(25);
    expect(count(data.vehicles, (v) => v.status === 'available')).toBe(2);
    expect(count(data.vehicles, (v) => v.status === 'maintenance')).toBe(1);
    expect(count(data.vehicles, (v) => v.status === 'out_of_service')).toBe(1);
  });

  it('mixes ZVX-1nn registrations with current UK formats', () => {
    expect(count(data.vehicles, (v) => /^ZVX-1\d\d$/.test(v.registration))).toBe(20);
    expect(count(data.vehicles, (v) => /^[A-Z]{2}\d{2} [A-Z]{3}$/.test(v.registration))).toBe(9);
    expect(data.vehicles.every((v) => v.vin.length === 17)).toBe(true);
  });

  it('keeps some optional fields absent', () => {
    expect(count(data.vehicles, (v) => v.tax_expiry === undefined)).toBe(3);
  });

  it('has 18 active drivers, two of them available for new jobs', () => {
    expect(data.drivers.every((d) => d.is_active && /^DRV-\d{3}$/.test(d.id))).toBe(true);
    expect(count(data.drivers, (d) => d.current_status === 'available')).toBe(2);
    expect(data.drivers.every((d) => /^[A-Z9]{5}\d{6}[A-Z]9{2}[A-Z]{2}$/.test(d.license_number))).toBe(true);
  });
});

describe('clients', () => {
  it('starts with the 14 templates, then numbered copies up to CLI-387', () => {
    expect(data.clients.slice(0, 14).map((c) => c.company_name)).toEqual(CLIENT_TEMPLATES.map((t) => t.company_name));
    expect(data.clients[0].id).toBe('CLI-001');
    expect(data.clients[386].id).toBe('CLI-387');
    expect(data.clients[14].company_name).toMatch(new RegExp(`^${CLIENT_TEMPLATES[0].company_name} \\(.+\\)$`));
    expect(new Set(data.clients.map((c) => c.company_name)).size).toBe(387);
  });

  it('uses the listed types, payment terms and credit limits', () => {
    const listed = ['museum', 'media', 'auction_house', 'property', 'events', 'retail', 'performing_arts', 'art_gallery'];
    expect(new Set(data.clients.map((c) => c.client_type))).toEqual(new Set(listed));
    expect(listed.every((t) => (ALL_CLIENT_TYPES as readonly string[]).includes(t))).toBe(true);
    expect(new Set(data.clients.map((c) => c.payment_terms))).toEqual(new Set(['net_14', 'net_21', 'net_30']));
    expect(data.clients.every((c) => c.credit_limit >= 35_000 && c.credit_limit <= 120_000 && c.status === 'active')).toBe(true);
  });

  it('has UK postcodes and Ofcom drama-range phone numbers', () => {
    expect(data.clients.every((c) => /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/.test(c.postcode))).toBe(true);
    expect(data.clients.every((c) => /^(020 7946 0|01\d{2} 49[68] 0|029 2018 0|028 9649 6|01632 960)\d{3}$/.test(c.phone))).toBe(true);
    expect(data.clients.every((c) => /^07700 900\d{3}$/.test(c.mobile))).toBe(true);
  });

  it("puts each client's computed revenue inside its type's sample range", () => {
    const activity = clientActivityIndex(data.jobs, data.invoices);
    for (const client of data.clients) {
      const [low, high] = revenueRangeFor(client.client_type);
      const revenue = activity.get(client.id)?.total_revenue ?? 0;
      expect(revenue).toBeGreaterThanOrEqual(low);
      expect(revenue).toBeLessThanOrEqual(high);
    }
  });
});

describe('invoices', () => {
  it('has all six statuses over the last 30 days, 500 to 2500 net, due 30 days later', () => {
    expect(new Set(data.invoices.map((i) => i.status))).toEqual(new Set(INVOICE_STATUSES));
    for (const invoice of data.invoices) {
      expect(invoice.invoice_date >= day(-30) && invoice.invoice_date <= day(0)).toBe(true);
      expect(invoice.amount).toBeGreaterThanOrEqual(500);
      expect(invoice.amount).toBeLessThanOrEqual(2500);
      expect(invoice.vat_amount).toBe(Math.round(invoice.amount * 20) / 100);
      expect(invoice.total_amount).toBe(invoice.amount + invoice.vat_amount);
      expect(invoice.due_date).toBe(toIsoDate(addDays(new Date(`${invoice.invoice_date}T00:00`), 30)));
      expect(invoice.id).toBe(`ZRV${invoice.invoice_date.replaceAll('-', '')}${invoice.id.slice(11)}`);
    }
  });

  it('records payment only on paid invoices', () => {
    for (const invoice of data.invoices) {
      const paid = invoice.status === 'paid';
      expect(invoice.payment_date !== null).toBe(paid);
      expect(invoice.payment_method !== null).toBe(paid);
      if (paid) expect(invoice.payment_date! >= invoice.invoice_date && invoice.payment_date! <= day(0)).toBe(true);
    }
  });
});

describe('warehouses and system alerts', () => {
  it('has four operational warehouses and one in maintenance, basing all 29 vehicles', () => {
    expect(count(data.warehouses, (w) => w.status === 'operational')).toBe(4);
    expect(count(data.warehouses, (w) => w.status === 'maintenance')).toBe(1);
    expect(data.warehouses.reduce((sum, w) => sum + w.vehicles_based, 0)).toBe(29);
  });

  it('has three active system alerts', () => {
    expect(count(data.systemAlerts, (a) => a.status === 'active')).toBe(3);
  });
});

describe('determinism', () => {
  it('gives identical data for the same seed and day, whatever the time', () => {
    const again = generateDataSet({ today: new Date(2025, 7, 21, 23, 59) });
    expect(again).toEqual(data);
  });

  it('gives other data for another seed, and shifts dates with the day', () => {
    expect(generateDataSet({ today, seed: 7 }).clients[0].contact_name).not.toBe(data.clients[0].contact_name);
    const tomorrow = generateDataSet({ today: addDays(today, 1) });
    expect(tomorrow.jobs.find((j) => j.status === 'in_progress')?.pickup_date).toBe(day(1));
  });
});

describe('parameters', () => {
  it('keeps the mix for other job counts', () => {
    const small = generateDataSet({ today, jobCount: 100 });
    expect(small.jobs).toHaveLength(100);
    expect(count(small.jobs, (j) => j.status === 'in_progress')).toBe(4);
    expect(count(small.jobs, (j) => j.status === 'scheduled')).toBe(10);
    expect(generateDataSet({ today, jobCount: 0 }).invoices).toEqual([]);
  });
});
