import type Feature from 'ol/Feature';
import type TileLayer from 'ol/layer/Tile';
import type VectorLayer from 'ol/layer/Vector';
import VectorLayerClass from 'ol/layer/Vector';
import { toLonLat } from 'ol/proj';
import type OSM from 'ol/source/OSM';
import { TileSourceEvent } from 'ol/source/Tile';
import type Style from 'ol/style/Style';

import { createBaseMap } from './baseMap';

const canvasContext = () => jest.spyOn(HTMLCanvasElement.prototype, 'getContext');

function start(overlays = [new VectorLayerClass()]) {
  canvasContext().mockReturnValue({} as never);
  const target = document.createElement('div');
  document.body.append(target);
  return { target, handle: createBaseMap(target, { mode: 'light', overlays }) };
}

describe('createBaseMap', () => {
  it('opens on lat 53.2, lng -1.5 at zoom 6, at most zoom 19, with no built-in controls', () => {
    const { handle } = start();
    const view = handle.map.getView();
    const [lng, lat] = toLonLat(view.getCenter()!);
    expect(lng).toBeCloseTo(-1.5, 9);
    expect(lat).toBeCloseTo(53.2, 9);
    expect(view.getZoom()).toBe(6);
    expect(view.getMaxZoom()).toBe(19);
    expect(handle.map.getControls().getLength()).toBe(0);
    handle.destroy();
  });

  it('draws the outline of the UK and Ireland under the OpenStreetMap tiles, and the overlays above', () => {
    const overlay = new VectorLayerClass();
    const { handle } = start([overlay]);
    const [outline, tiles, top] = handle.map.getLayers().getArray();
    const names = (outline as VectorLayer)
      .getSource()!
      .getFeatures()
      .map((feature: Feature) => feature.get('name'));
    expect(names).toEqual(['United Kingdom', 'Ireland']);
    expect(((tiles as TileLayer).getSource() as OSM).getUrls()).toEqual(['https://tile.openstreetmap.org/{z}/{x}/{y}.png']);
    expect(top).toBe(overlay);
    handle.destroy();
  });

  it('logs a failed tile with its address and leaves it blank', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { handle } = start();
    const source = (handle.map.getLayers().item(1) as TileLayer).getSource() as OSM;
    const tile = source.getTile(6, 31, 20, 1, source.getProjection()!);
    source.dispatchEvent(new TileSourceEvent('tileloaderror', tile));
    expect(warn).toHaveBeenCalledWith('Map tile failed to load and is left blank: https://tile.openstreetmap.org/6/31/20.png');
    handle.destroy();
  });

  it('colours the sea and the land for the theme', () => {
    const { handle, target } = start();
    const outline = handle.map.getLayers().item(0) as VectorLayer;
    const land = () => (outline.getStyle() as Style).getFill()!.getColor();
    expect(land()).toBe('#f1f3ea');
    expect(target.style.background).toBe('rgb(207, 226, 243)');
    handle.setThemeMode('dark');
    expect(land()).toBe('#1d2a23');
    expect(target.style.background).toBe('rgb(14, 31, 47)');
    handle.destroy();
  });

  it('refuses to start where nothing can be drawn', () => {
    canvasContext().mockReturnValue(null);
    expect(() => createBaseMap(document.createElement('div'), { mode: 'light' })).toThrow('This browser cannot draw on a canvas');
  });
});
