import { downloadJson } from './saveFile';

describe('downloadJson', () => {
  it('downloads the data as indented JSON under the given name', async () => {
    const blobs: Blob[] = [];
    const clicked: Array<{ href: string; download: string }> = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });

    downloadJson('Northbank_Studios_report.json', { client: { id: 'CLI000001' } });

    expect(clicked).toEqual([{ href: 'blob:report', download: 'Northbank_Studios_report.json' }]);
    expect(blobs[0].type).toBe('application/json');
    expect(await blobs[0].text()).toBe('{\n  "client": {\n    "id": "CLI000001"\n  }\n}');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
