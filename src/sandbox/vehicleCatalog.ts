/**
 * The sandbox's vehicle catalogue behind GET /vehicles/makes, …/models and …/fuelTypes/{type}: makes and
 * models for cars and motorcycles, each model with its fuel types (the usual one first) and tank capacity.
 */
export type CatalogVehicleType = 'car' | 'motorcycle';

interface CatalogFuel {
  id: string;
  name: string;
}

const fuels = {
  superE5: { id: 'SUPER_E5', name: 'Super E5' },
  superE10: { id: 'SUPER_E10', name: 'Super E10' },
  superPlus: { id: 'SUPER_PLUS', name: 'Super Plus' },
  diesel: { id: 'DIESEL', name: 'Diesel' },
  lpg: { id: 'LPG', name: 'LPG' },
  cng: { id: 'CNG', name: 'CNG' },
  hydrogen: { id: 'HYDROGEN', name: 'Hydrogen' },
  electric: { id: 'ELECTRIC', name: 'Electric' },
} satisfies Record<string, CatalogFuel>;

interface CatalogModel {
  id: string;
  name: string;
  fuels: CatalogFuel[];
  /** Litres; none for an electric vehicle. */
  tankCapacityL?: number;
}

interface CatalogMake {
  id: string;
  name: string;
  models: CatalogModel[];
}

const petrol = [fuels.superE5, fuels.superE10, fuels.superPlus];
const model = (name: string, fuelTypes: CatalogFuel[], tankCapacityL?: number): CatalogModel => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  fuels: fuelTypes,
  tankCapacityL,
});
const make = (id: string, name: string, models: CatalogModel[]): CatalogMake => ({ id, name, models });

export const vehicleCatalog: Record<CatalogVehicleType, CatalogMake[]> = {
  car: [
    make('bmw', 'BMW', [
      model('3 Series', [fuels.superE5, fuels.diesel], 59),
      model('X1', [fuels.diesel, fuels.superE5], 54),
      model('i4', [fuels.electric]),
    ]),
    make('fiat', 'Fiat', [model('500', [...petrol, fuels.lpg], 35), model('Panda', [fuels.superE5, fuels.cng], 37)]),
    make('renault', 'Renault', [
      model('Clio', [fuels.superE10, fuels.superE5, fuels.lpg], 42),
      model('Megane', [fuels.diesel, fuels.superE5], 50),
      model('Zoe', [fuels.electric]),
    ]),
    make('tesla', 'Tesla', [model('Model 3', [fuels.electric]), model('Model Y', [fuels.electric])]),
    make('toyota', 'Toyota', [
      model('Yaris', petrol, 36),
      model('Corolla', petrol, 43),
      model('Mirai', [fuels.hydrogen], 142),
    ]),
    make('volkswagen', 'Volkswagen', [
      model('Golf', [...petrol, fuels.diesel], 50),
      model('Polo', petrol, 40),
      model('Passat', [fuels.diesel, fuels.superE5], 66),
      model('Transporter', [fuels.diesel], 70),
      model('ID.3', [fuels.electric]),
    ]),
  ],
  motorcycle: [
    make('bmw', 'BMW', [model('R 1250 GS', [fuels.superE5, fuels.superPlus], 20), model('F 900 R', petrol, 13)]),
    make('honda', 'Honda', [model('CB500F', petrol, 17), model('Africa Twin', [fuels.superE5, fuels.superPlus], 18)]),
    make('kawasaki', 'Kawasaki', [model('Z650', petrol, 15)]),
    make('vespa', 'Vespa', [model('GTS 300', [fuels.superE5, fuels.superE10], 8)]),
    make('yamaha', 'Yamaha', [model('MT-07', petrol, 14), model('Tracer 9', [fuels.superE5, fuels.superPlus], 19)]),
    make('zero', 'Zero', [model('SR/F', [fuels.electric])]),
  ],
};

export const isCatalogVehicleType = (value: unknown): value is CatalogVehicleType =>
  value === 'car' || value === 'motorcycle';

export const catalogMake = (type: CatalogVehicleType, makeId: string) =>
  vehicleCatalog[type].find((candidate) => candidate.id === makeId);

export const catalogModel = (type: CatalogVehicleType, makeId: string, modelId: string) =>
  catalogMake(type, makeId)?.models.find((candidate) => candidate.id === modelId);
