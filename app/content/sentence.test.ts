import { describe, expect, it } from "vitest";
import { type ExploreFilters, parseExploreFilters } from "./explore-filters";
import { suggestions } from "./sentence";

type Expected = Partial<Omit<ExploreFilters, "sort" | "page" | "amenities" | "within">>;

/** What a search box's sentence reads as: every filter it sets, and the words left as text (q). */
function read(sentence: string, url = ""): Expected {
  const params = new URLSearchParams(url);
  params.set("q", sentence);
  const { sort: _sort, page: _page, amenities: _amenities, within: _within, ...filters } = parseExploreFilters(params);
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

const girlsPgNoida = { type: "pg", city: "Noida", pgGender: "Girls" } as const;

/** The phrase table (issue 47): each sentence as people type it, with the filters it must become. */
const PHRASES: ReadonlyArray<readonly [string, Expected]> = [
  // The issue's own sentences.
  ["girls pg in noida under 10000 with food", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["2 bhk flat for rent gomti nagar below 25k", { type: "rent", bhk: 2, maxPrice: 25_000, q: "gomti nagar" }],
  ["hotel in varanasi near assi ghat", { type: "hotel", city: "Varanasi", q: "assi ghat" }],
  ["plot lucknow 30 lakh to 50 lakh", { type: "plot", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["furnished room kanpur for boys", { type: "room", city: "Kanpur", furnishing: "Fully Furnished", q: "boys" }],
  ["नोएडा में लड़कियों का पीजी 10000 से कम", { ...girlsPgNoida, maxPrice: 10_000 }],
  // The PG sentence, said every way.
  ["Girls PG in Noida under 10000 with food", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["girls p.g. in noida under 10000 with food", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["girls P.G in noida under ₹10,000 with food", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["girls pg noida under 10k food included", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["girls pg noida upto 10k with meals", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["girls pg noida up to 10 k", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida below rs 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida below Rs. 10,000/-", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida within 10000 per month", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida 10000/month", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida budget 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida max 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida less than 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida ₹ 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida INR 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida 10000 rupees", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["girls pg noida 10 thousand", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["pg for girls in noida", girlsPgNoida],
  ["ladies pg noida", girlsPgNoida],
  ["pg for women noida", girlsPgNoida],
  ["girls hostel noida", girlsPgNoida],
  ["girl's hostel in noida", { type: "pg", city: "Noida", q: "girl's" }],
  ["girls paying guest noida", girlsPgNoida],
  ["noida girls pg", girlsPgNoida],
  ["pg noida girls", girlsPgNoida],
  ["PG, Noida, girls.", girlsPgNoida],
  ["girls pgs in noida", girlsPgNoida],
  ["female pg noida", girlsPgNoida],
  ["नोएडा में लड़कियों का पीजी 10000 से कम खाने के साथ", { ...girlsPgNoida, maxPrice: 10_000, food: "Yes" }],
  ["नोएडा में लड़कियों का पीजी 10 हज़ार से कम", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["नोएडा में लड़कियों का पीजी 10 हजार से कम", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["नोएडा में लड़कियों का पीजी ₹10,000 तक", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["नोएडा में लड़कियों का पीजी १०००० से कम", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["नोएडा में लडकियों का पीजी", girlsPgNoida],
  ["नोएडा लड़कियों के लिए पीजी खाना सहित", { ...girlsPgNoida, food: "Yes" }],
  ["नोयडा गर्ल्स पीजी", girlsPgNoida],
  ["नोएडा में महिला हॉस्टल", girlsPgNoida],
  ["नोएडा में लड़कियों का पी.जी.", girlsPgNoida],
  ["लड़कियों का पीजी नोएडा 10000 रुपये तक", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["लड़कियों का पीजी नोएडा बजट 10000", { ...girlsPgNoida, maxPrice: 10_000 }],
  ["नोएडा पीजी लड़कियों के लिए 8 हज़ार से 12 हज़ार", { ...girlsPgNoida, minPrice: 8_000, maxPrice: 12_000 }],
  // A sector's number before a budget is the place, not the budget.
  ["pg in sector 62 under 8000", { type: "pg", q: "sector 62", maxPrice: 8_000 }],
  ["room in sector 18 below 10000", { type: "room", q: "sector 18", maxPrice: 10_000 }],
  ["flat in sector 150 under 1 cr", { type: "sell", q: "sector 150", maxPrice: 1_00_00_000 }],
  ["pg in sector 62 from 5000", { type: "pg", q: "sector 62", minPrice: 5_000 }],
  // Lakhs and crores with no kind named are a purchase; a kind named wins.
  ["2 bhk in varanasi under 80 lakh", { type: "sell", city: "Varanasi", bhk: 2, maxPrice: 80_00_000 }],
  ["2 bhk flat in lucknow under 1 crore", { type: "sell", city: "Lucknow", bhk: 2, maxPrice: 1_00_00_000 }],
  ["flat lucknow 30 to 50 lakh", { type: "sell", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["office in noida under 2 lakh", { type: "commercial", city: "Noida", maxPrice: 2_00_000 }],
  ["2 bhk for rent in noida under 1 lakh", { type: "rent", city: "Noida", bhk: 2, maxPrice: 1_00_000 }],
  // Hindi typed in Latin letters.
  ["noida mein pg", { type: "pg", city: "Noida" }],
  ["girls pg 8000 tak", { type: "pg", pgGender: "Girls", maxPrice: 8_000 }],
  ["pg in noida 8000 se kam", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["ladkiyon ke liye pg noida", girlsPgNoida],
  ["ladko ka pg kanpur khane ke saath", { type: "pg", city: "Kanpur", pgGender: "Boys", food: "Yes" }],
  ["ghar kiraye par lucknow", { type: "rent", city: "Lucknow" }],
  // A landmark of the name in another city than the one named is not it.
  ["pg near sector 62 gurgaon", { type: "pg", city: "Gurugram", q: "sector 62" }],
  // Boys, both and food.
  ["boys pg in kanpur", { type: "pg", city: "Kanpur", pgGender: "Boys" }],
  ["pg for boys kanpur with food", { type: "pg", city: "Kanpur", pgGender: "Boys", food: "Yes" }],
  ["gents pg kanpur", { type: "pg", city: "Kanpur", pgGender: "Boys" }],
  ["boys hostel kanpur without food", { type: "pg", city: "Kanpur", pgGender: "Boys", food: "No" }],
  ["boys pg kanpur no food", { type: "pg", city: "Kanpur", pgGender: "Boys", food: "No" }],
  ["co-ed pg gurugram", { type: "pg", city: "Gurugram", pgGender: "Both" }],
  ["unisex pg gurgaon", { type: "pg", city: "Gurugram", pgGender: "Both" }],
  ["pg for boys and girls in lucknow", { type: "pg", city: "Lucknow", pgGender: "Both" }],
  ["कानपुर में लड़कों का पीजी", { type: "pg", city: "Kanpur", pgGender: "Boys" }],
  ["कानपुर लड़कों के लिए हॉस्टल खाने के साथ", { type: "pg", city: "Kanpur", pgGender: "Boys", food: "Yes" }],
  ["कानपुर बॉयज़ पीजी बिना खाने", { type: "pg", city: "Kanpur", pgGender: "Boys", food: "No" }],
  ["कानपुर पीजी बिना खाना", { type: "pg", city: "Kanpur", food: "No" }],
  ["pg with tiffin lucknow", { type: "pg", city: "Lucknow", food: "Yes" }],
  ["pg lucknow khana", { type: "pg", city: "Lucknow", food: "Yes" }],
  ["लखनऊ पीजी भोजन", { type: "pg", city: "Lucknow", food: "Yes" }],
  // Cities by every name.
  ["pg in Gurgaon", { type: "pg", city: "Gurugram" }],
  ["pg in gurugram", { type: "pg", city: "Gurugram" }],
  ["pg in GURGAON", { type: "pg", city: "Gurugram" }],
  ["pg in gurgram", { type: "pg", city: "Gurugram" }],
  ["गुरुग्राम में पीजी", { type: "pg", city: "Gurugram" }],
  ["गुड़गांव में पीजी", { type: "pg", city: "Gurugram" }],
  ["गुडगांव पीजी", { type: "pg", city: "Gurugram" }],
  ["hotel in benaras", { type: "hotel", city: "Varanasi" }],
  ["hotel in banaras", { type: "hotel", city: "Varanasi" }],
  ["hotel in benares", { type: "hotel", city: "Varanasi" }],
  ["hotel in banares", { type: "hotel", city: "Varanasi" }],
  ["hotel in kashi", { type: "hotel", city: "Varanasi" }],
  ["hotel in varanasi", { type: "hotel", city: "Varanasi" }],
  ["hotel in varansi", { type: "hotel", city: "Varanasi" }],
  ["बनारस में होटल", { type: "hotel", city: "Varanasi" }],
  ["वाराणसी में होटल", { type: "hotel", city: "Varanasi" }],
  ["काशी होटल", { type: "hotel", city: "Varanasi" }],
  ["room in lucknow", { type: "room", city: "Lucknow" }],
  ["room in lko", { type: "room", city: "Lucknow" }],
  ["room in lakhnau", { type: "room", city: "Lucknow" }],
  ["लखनऊ में कमरा", { type: "room", city: "Lucknow" }],
  ["लखनउ में कमरा", { type: "room", city: "Lucknow" }],
  ["room in kanpur", { type: "room", city: "Kanpur" }],
  ["room in cawnpore", { type: "room", city: "Kanpur" }],
  ["कानपुर में कमरे", { type: "room", city: "Kanpur" }],
  ["pg in noida", { type: "pg", city: "Noida" }],
  ["pg in noyda", { type: "pg", city: "Noida" }],
  ["नोएडा पीजी", { type: "pg", city: "Noida" }],
  ["नॉएडा पीजी", { type: "pg", city: "Noida" }],
  ["noida", { city: "Noida" }],
  ["Lucknow", { city: "Lucknow" }],
  ["लखनऊ", { city: "Lucknow" }],
  // Kinds.
  ["hotels in lucknow", { type: "hotel", city: "Lucknow" }],
  ["guest house varanasi", { type: "hotel", city: "Varanasi" }],
  ["lodge near varanasi", { type: "hotel", city: "Varanasi" }],
  ["होटल वाराणसी", { type: "hotel", city: "Varanasi" }],
  ["paying guest lucknow", { type: "pg", city: "Lucknow" }],
  ["hostel lucknow", { type: "pg", city: "Lucknow" }],
  ["लखनऊ में हॉस्टल", { type: "pg", city: "Lucknow" }],
  ["लखनऊ में होस्टल", { type: "pg", city: "Lucknow" }],
  ["co-living gurugram", { type: "co-living", city: "Gurugram" }],
  ["coliving gurugram", { type: "co-living", city: "Gurugram" }],
  ["co living gurugram", { type: "co-living", city: "Gurugram" }],
  ["गुरुग्राम को-लिविंग", { type: "co-living", city: "Gurugram" }],
  ["short stay noida", { type: "short-stay", city: "Noida" }],
  ["short-stay in noida", { type: "short-stay", city: "Noida" }],
  ["short term stay noida", { type: "short-stay", city: "Noida" }],
  ["plot in lucknow", { type: "plot", city: "Lucknow" }],
  ["land in lucknow", { type: "plot", city: "Lucknow" }],
  ["plots lucknow", { type: "plot", city: "Lucknow" }],
  ["लखनऊ में प्लॉट", { type: "plot", city: "Lucknow" }],
  ["लखनऊ में जमीन", { type: "plot", city: "Lucknow" }],
  ["लखनऊ में ज़मीन", { type: "plot", city: "Lucknow" }],
  ["office space noida", { type: "commercial", city: "Noida" }],
  ["commercial noida", { type: "commercial", city: "Noida" }],
  ["shop in noida", { type: "commercial", city: "Noida" }],
  ["नोएडा में दुकान", { type: "commercial", city: "Noida" }],
  ["new launch noida", { type: "project", city: "Noida" }],
  ["projects in noida", { type: "project", city: "Noida" }],
  ["नोएडा प्रोजेक्ट", { type: "project", city: "Noida" }],
  // Rent and sale, BHK, homes.
  ["flat for rent lucknow", { type: "rent", city: "Lucknow" }],
  ["flat on rent lucknow", { type: "rent", city: "Lucknow" }],
  ["house for rent kanpur", { type: "rent", city: "Kanpur" }],
  // Guests, for the stays booked by the night; for other kinds the words stay words.
  ["hotel in varanasi under 3000 for 2 guests", { type: "hotel", city: "Varanasi", maxPrice: 3_000, guests: 2 }],
  ["short stay noida 4 people", { type: "short-stay", city: "Noida", guests: 4 }],
  ["वाराणसी में होटल 3 लोगों के लिए", { type: "hotel", city: "Varanasi", guests: 3 }],
  ["hotel lucknow 25 guests", { type: "hotel", city: "Lucknow", q: "25 guests" }],
  ["pg noida 2 people", { type: "pg", city: "Noida", q: "2 people" }],
  ["2bhk for rent noida", { type: "rent", city: "Noida", bhk: 2 }],
  ["2 BHK for rent noida", { type: "rent", city: "Noida", bhk: 2 }],
  ["2 b.h.k. for rent noida", { type: "rent", city: "Noida", bhk: 2 }],
  ["3 bhk apartment for sale gurgaon", { type: "sell", city: "Gurugram", bhk: 3 }],
  ["3 bedroom flat for sale gurgaon", { type: "sell", city: "Gurugram", bhk: 3 }],
  ["buy 2 bhk flat lucknow", { type: "sell", city: "Lucknow", bhk: 2 }],
  ["1 bhk rent lucknow under 10k", { type: "rent", city: "Lucknow", bhk: 1, maxPrice: 10_000 }],
  ["1bhk lucknow", { city: "Lucknow", bhk: 1 }],
  ["2 bhk flat", { bhk: 2 }],
  ["flat lucknow", { city: "Lucknow", q: "flat" }],
  ["लखनऊ में किराए पर फ्लैट", { type: "rent", city: "Lucknow" }],
  ["लखनऊ में किराये का मकान", { type: "rent", city: "Lucknow" }],
  ["लखनऊ 2 बीएचके किराए पर", { type: "rent", city: "Lucknow", bhk: 2 }],
  ["लखनऊ में फ्लैट खरीदना", { type: "sell", city: "Lucknow" }],
  ["नोएडा में बिक्री के लिए मकान", { type: "sell", city: "Noida" }],
  ["room for rent noida", { type: "room", city: "Noida" }],
  ["pg on rent noida", { type: "pg", city: "Noida" }],
  ["plot for sale lucknow", { type: "plot", city: "Lucknow" }],
  ["rera approved plot lucknow", { type: "plot", city: "Lucknow", rera: "yes" }],
  ["रेरा प्लॉट लखनऊ", { type: "plot", city: "Lucknow", rera: "yes" }],
  // Furnishing and sharing.
  ["fully furnished flat for rent noida", { type: "rent", city: "Noida", furnishing: "Fully Furnished" }],
  ["semi furnished 2 bhk rent noida", { type: "rent", city: "Noida", bhk: 2, furnishing: "Semi Furnished" }],
  ["semi-furnished flat rent noida", { type: "rent", city: "Noida", furnishing: "Semi Furnished" }],
  ["unfurnished house for rent kanpur", { type: "rent", city: "Kanpur", furnishing: "Unfurnished" }],
  ["furnished room lucknow", { type: "room", city: "Lucknow", furnishing: "Fully Furnished" }],
  ["फर्निश्ड कमरा लखनऊ", { type: "room", city: "Lucknow", furnishing: "Fully Furnished" }],
  ["सेमी फर्निश्ड फ्लैट किराए पर नोएडा", { type: "rent", city: "Noida", furnishing: "Semi Furnished" }],
  ["single room noida", { type: "room", city: "Noida", sharing: "Single" }],
  ["single sharing pg noida", { type: "pg", city: "Noida", sharing: "Single" }],
  ["double sharing pg noida", { type: "pg", city: "Noida", sharing: "Double" }],
  ["twin sharing pg noida", { type: "pg", city: "Noida", sharing: "Double" }],
  ["triple sharing pg noida", { type: "pg", city: "Noida", sharing: "Triple" }],
  ["2 sharing pg noida", { type: "pg", city: "Noida", sharing: "Double" }],
  ["3 seater pg noida", { type: "pg", city: "Noida", sharing: "Triple" }],
  ["डबल शेयरिंग पीजी नोएडा", { type: "pg", city: "Noida", sharing: "Double" }],
  ["सिंगल कमरा नोएडा", { type: "room", city: "Noida", sharing: "Single" }],
  [
    "girls pg noida single sharing with food under 12k",
    { ...girlsPgNoida, sharing: "Single", food: "Yes", maxPrice: 12_000 },
  ],
  // Amounts written every common way.
  ["pg noida under 8000", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida under 8,000", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida under ₹8000", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida under ₹8,000", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida under 8k", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida under 8K", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida under 8.5k", { type: "pg", city: "Noida", maxPrice: 8_500 }],
  ["pg noida under rs8000", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida 8000 or less", { type: "pg", city: "Noida", maxPrice: 8_000 }],
  ["pg noida above 5000", { type: "pg", city: "Noida", minPrice: 5_000 }],
  ["pg noida more than 5000", { type: "pg", city: "Noida", minPrice: 5_000 }],
  ["pg noida 5000+", { type: "pg", city: "Noida", minPrice: 5_000 }],
  ["pg noida 5000 से ज़्यादा", { type: "pg", city: "Noida", minPrice: 5_000 }],
  ["pg noida 5000 से अधिक", { type: "pg", city: "Noida", minPrice: 5_000 }],
  ["pg noida 5000 to 8000", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida 5000-8000", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida 5000 - 8000", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida 5k-8k", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida 5-8k", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida between 5000 and 8000", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida from 5000 to 8000", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["pg noida 8000 to 5000", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["पीजी नोएडा 5000 से 8000 तक", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["पीजी नोएडा 5 हज़ार से 8 हज़ार", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["पीजी नोएडा ५००० से ८०००", { type: "pg", city: "Noida", minPrice: 5_000, maxPrice: 8_000 }],
  ["flat for sale lucknow under 50 lakh", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale lucknow under 50 lakhs", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale lucknow under 50 lac", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale lucknow under 50L", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale lucknow under 50,00,000", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale lucknow under ₹50 lakh", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale lucknow 50 लाख तक", { type: "sell", city: "Lucknow", maxPrice: 50_00_000 }],
  ["flat for sale gurgaon under 1.5 cr", { type: "sell", city: "Gurugram", maxPrice: 1_50_00_000 }],
  ["flat for sale gurgaon under 1.5cr", { type: "sell", city: "Gurugram", maxPrice: 1_50_00_000 }],
  ["flat for sale gurgaon under 1.5 crore", { type: "sell", city: "Gurugram", maxPrice: 1_50_00_000 }],
  ["flat for sale gurgaon under 2 crores", { type: "sell", city: "Gurugram", maxPrice: 2_00_00_000 }],
  ["flat for sale gurgaon 1.5 करोड़ तक", { type: "sell", city: "Gurugram", maxPrice: 1_50_00_000 }],
  ["flat for sale gurgaon 1.5 cr", { type: "sell", city: "Gurugram", maxPrice: 1_50_00_000 }],
  ["plot lucknow 30 to 50 lakh", { type: "plot", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["plot lucknow 30-50 lakh", { type: "plot", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["plot lucknow 30L - 50L", { type: "plot", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["plot lucknow 50 lakh to 1 cr", { type: "plot", city: "Lucknow", minPrice: 50_00_000, maxPrice: 1_00_00_000 }],
  ["प्लॉट लखनऊ 30 लाख से 50 लाख", { type: "plot", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["प्लॉट लखनऊ 30 से 50 लाख", { type: "plot", city: "Lucknow", minPrice: 30_00_000, maxPrice: 50_00_000 }],
  ["hotel varanasi under 2000 per night", { type: "hotel", city: "Varanasi", maxPrice: 2_000 }],
  ["hotel varanasi below 2k a night", { type: "hotel", city: "Varanasi", maxPrice: 2_000 }],
  ["होटल वाराणसी 2000 से कम", { type: "hotel", city: "Varanasi", maxPrice: 2_000 }],
  ["room lucknow 5000 monthly", { type: "room", city: "Lucknow", maxPrice: 5_000 }],
  ["room lucknow 5000 pm", { type: "room", city: "Lucknow", maxPrice: 5_000 }],
  // Localities and landmarks stay as words beside what was understood.
  ["pg in gomti nagar lucknow", { type: "pg", city: "Lucknow", q: "gomti nagar" }],
  ["गोमती नगर लखनऊ पीजी", { type: "pg", city: "Lucknow", q: "Gomti Nagar" }],
  ["pg sector 62 noida", { type: "pg", city: "Noida", q: "sector 62" }],
  ["pg near sector 18 noida under 9000", { type: "pg", city: "Noida", q: "sector 18", maxPrice: 9_000 }],
  ["hotel near assi ghat", { type: "hotel", q: "assi ghat" }],
  ["अस्सी घाट के पास होटल", { type: "hotel", q: "Assi Ghat" }],
  [
    "hotel in varanasi near bhu",
    { type: "hotel", city: "Varanasi", near: "varanasi-college-banaras-hindu-university" },
  ],
  ["pg near my college noida", { type: "pg", city: "Noida", q: "my college" }],
  ["room near hazratganj", { type: "room", q: "hazratganj" }],
  ["हजरतगंज में कमरा", { type: "room", q: "Hazratganj" }],
  ["flat for rent indira nagar lucknow", { type: "rent", city: "Lucknow", q: "indira nagar" }],
  ["pg in sohna road gurgaon", { type: "pg", city: "Gurugram", q: "sohna road" }],
  ["hotel sigra varanasi", { type: "hotel", city: "Varanasi", q: "sigra" }],
  ["pg near amity university noida", { type: "pg", city: "Noida", near: "noida-college-amity-university" }],
  // 'near' a known landmark or locality is the near filter (ADR 042); an unknown one stays as words.
  ["pg near sector 62 noida", { type: "pg", city: "Noida", near: "noida-sector-62" }],
  ["सेक्टर 62 के पास पीजी", { type: "pg", near: "noida-sector-62" }],
  ["आईआईटी कानपुर के पास कमरा", { type: "room", near: "kanpur-college-iit-kanpur" }],
  ["room near IIT Kanpur under 6000", { type: "room", near: "kanpur-college-iit-kanpur", maxPrice: 6_000 }],
  ["flat for rent near indira nagar kanpur", { type: "rent", city: "Kanpur", near: "kanpur-indira-nagar" }],
  ["near sgpgi", { near: "lucknow-hospital-sgpgi-hospital" }],
  // Words that name nothing stay exactly as typed.
  ["the nawab grand", { q: "the nawab grand" }],
  ["Sunrise Residency", { q: "Sunrise Residency" }],
  ["sector 62", { q: "sector 62" }],
  ["near my college", { q: "near my college" }],
  ["गोमती नगर", { q: "Gomti Nagar" }],
  // A fact of another kind of place stays as words.
  ["girls hotel varanasi", { type: "hotel", city: "Varanasi", q: "girls" }],
  ["2 bhk pg noida", { type: "pg", city: "Noida", q: "2 bhk" }],
  ["plot with food lucknow", { type: "plot", city: "Lucknow", q: "with food" }],
  ["furnished pg noida", { type: "pg", city: "Noida", q: "furnished" }],
];

/** Sentences beside filters the address already sets: the address wins, a word that disagrees stays as text. */
const WITH_ADDRESS: ReadonlyArray<readonly [string, string, Expected]> = [
  ["noida", "city=Lucknow", { city: "Lucknow", q: "noida" }],
  ["pg noida", "city=Noida", { city: "Noida", type: "pg" }],
  ["noida", "city=Noida", { city: "Noida" }],
  ["under 9000", "maxPrice=5000", { maxPrice: 5_000, q: "under 9000" }],
  ["hotel in varanasi", "type=pg", { type: "pg", city: "Varanasi", q: "hotel" }],
  ["room for rent in noida", "type=room", { type: "room", city: "Noida" }],
  ["girls with food", "type=pg", { type: "pg", pgGender: "Girls", food: "Yes" }],
  ["boys", "type=hotel", { type: "hotel", q: "boys" }],
];

describe("a search sentence becomes filters (the phrase table)", () => {
  it("has at least 200 phrases, in English and in Hindi", () => {
    expect(PHRASES.length + WITH_ADDRESS.length).toBeGreaterThanOrEqual(200);
    expect(PHRASES.filter(([phrase]) => /[\u0900-\u097F]/.test(phrase)).length).toBeGreaterThanOrEqual(50);
  });

  it.each(PHRASES)("%s", (phrase, expected) => {
    expect(read(phrase)).toEqual(expected);
  });

  it.each(WITH_ADDRESS)("%s with %s", (phrase, url, expected) => {
    expect(read(phrase, url)).toEqual(expected);
  });
});

/** What words searched as text are offered as, in a city: the words then searched, or the landmark then searched near. */
const offered = (words: string, city?: string) =>
  suggestions(words, city).map((suggestion) =>
    "near" in suggestion ? { q: suggestion.q, near: suggestion.near.id } : { q: suggestion.q, text: suggestion.text },
  );

/** Words that matched nothing, the city searched, and what the page offers for them ('Did you mean: …?'). */
const SUGGESTIONS: ReadonlyArray<readonly [string, string | undefined, ReturnType<typeof offered>]> = [
  // A slip of the keys in a city or a locality: the words searched, spelled right.
  ["noda", undefined, [{ q: "Noida", text: "Noida" }]],
  ["lucknw", undefined, [{ q: "Lucknow", text: "Lucknow" }]],
  ["gomti nagr", "Lucknow", [{ q: "Gomti Nagar", text: "Gomti Nagar" }]],
  ["near gomti nagr", "Lucknow", [{ q: "near Gomti Nagar", text: "Gomti Nagar" }]],
  ["hazratgunj", undefined, [{ q: "Hazratganj", text: "Hazratganj" }]],
  ["sunrise hazratgunj", undefined, [{ q: "sunrise Hazratganj", text: "Hazratganj" }]],
  // A slip in a filter's word: the sentence read again names the filter.
  ["gils", "Noida", [{ q: "girls", text: "girls" }]],
  ["furnishd", "Lucknow", [{ q: "furnished", text: "furnished" }]],
  // A landmark, misspelled or named without 'near', in either language: searched near.
  ["amity univrsity", "Noida", [{ q: undefined, near: "noida-college-amity-university" }]],
  ["amity university", undefined, [{ q: undefined, near: "noida-college-amity-university" }]],
  ["sunrise amity univercity", "Noida", [{ q: "sunrise", near: "noida-college-amity-university" }]],
  ["एमिटि युनिवर्सिटी", "Noida", [{ q: undefined, near: "noida-college-amity-university" }]],
  ["iit kanpr", undefined, [{ q: undefined, near: "kanpur-college-iit-kanpur" }]],
  ["sgpgi hospitl", "Lucknow", [{ q: undefined, near: "lucknow-hospital-sgpgi-hospital" }]],
  // A kind of landmark: that kind's landmarks in the city searched.
  [
    "my college",
    "Noida",
    ["noida-college-knowledge-park", "noida-college-gautam-buddha-university", "noida-college-amity-university"].map(
      (near) => ({ q: undefined, near }),
    ),
  ],
  [
    "मेरे कॉलेज",
    "Kanpur",
    ["kanpur-college-iit-kanpur", "kanpur-college-kanpur-university"].map((near) => ({ q: undefined, near })),
  ],
  ["sunrise hospital", "Lucknow", [{ q: "sunrise", near: "lucknow-hospital-sgpgi-hospital" }]],
  // Nothing near enough to be meant, or words spelled right.
  ["the nawab grand", "Lucknow", []],
  ["gomti nagar", "Lucknow", []],
  ["sector 62", "Noida", []],
  ["nest co living", undefined, []],
  ["hotel", "Varanasi", []],
];

describe("what words that match nothing may have meant", () => {
  it.each(SUGGESTIONS)("%s in %s", (words, city, expected) => {
    expect(offered(words, city)).toEqual(expected);
  });
});
