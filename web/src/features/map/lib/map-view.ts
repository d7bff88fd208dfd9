/** The map's height, shared by the map and the box that holds its place while Leaflet loads. */
export const MAP_HEIGHT_PX = 500;
