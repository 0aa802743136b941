import { type ImageVariant, projects } from "~/db/schema";

/** A project's own fields, as its public page and its edit form both read them. */
export type ProjectDetailFields = {
  id: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  title: string | null;
  heading: string | null;
  description: string | null;
  location: string | null;
  propertyCategory: string | null;
  listingType: string | null;
  propertyType: string | null;
  price: number | null;
  plotArea: number | null;
  facingType: string | null;
  amenities: string[];
  images: ImageVariant[][];
  comingSoon: boolean;
};

export const projectDetailColumns = {
  id: projects.id,
  city: projects.city,
  projectBuildingName: projects.projectBuildingName,
  locality: projects.locality,
  title: projects.title,
  heading: projects.heading,
  description: projects.description,
  location: projects.location,
  propertyCategory: projects.propertyCategory,
  listingType: projects.listingType,
  propertyType: projects.propertyType,
  price: projects.price,
  plotArea: projects.plotArea,
  facingType: projects.facingType,
  amenities: projects.amenities,
  images: projects.images,
  comingSoon: projects.comingSoon,
};
