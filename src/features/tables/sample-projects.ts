/** Tessera's own sample rows for the plain-table demos: a mosaic studio's commissions. */
export type ProjectStatus = 'active' | 'planned' | 'done' | 'late'

export interface SampleProject {
  id: number
  project: string
  client: string
  lead: string
  tiles: number
  budget: number
  status: ProjectStatus
}

export const SAMPLE_PROJECTS: SampleProject[] = [
  {
    id: 1,
    project: 'Harbour Baths floor',
    client: 'City of Aveiro',
    lead: 'Inês Faria',
    tiles: 48_200,
    budget: 86_400,
    status: 'active',
  },
  {
    id: 2,
    project: 'Glasshouse fountain',
    client: 'Botanica Lyon',
    lead: 'Marc Rivet',
    tiles: 12_750,
    budget: 31_900,
    status: 'planned',
  },
  {
    id: 3,
    project: 'Station mural, platform 2',
    client: 'Rheinbahn',
    lead: 'Jana Vogt',
    tiles: 96_000,
    budget: 142_500,
    status: 'late',
  },
  {
    id: 4,
    project: 'Library stairwell',
    client: 'Porto Public Library',
    lead: 'Rui Costa',
    tiles: 7_300,
    budget: 18_250,
    status: 'done',
  },
  {
    id: 5,
    project: 'Hotel lobby medallion',
    client: 'Maison Azur',
    lead: 'Claire Benoît',
    tiles: 21_400,
    budget: 57_800,
    status: 'active',
  },
  {
    id: 6,
    project: 'School courtyard benches',
    client: 'Graz Schools Trust',
    lead: 'Lukas Huber',
    tiles: 9_880,
    budget: 14_600,
    status: 'done',
  },
]
