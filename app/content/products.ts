// The static telecom product catalogue (SPEC §2 /products): eight categories,
// FTTH Products first. Each is a tab reachable at /products?tab=<slug>.
// Images are line drawings in public/images/products/, all 320 × 200.

export interface Product {
  name: string;
  description: string;
  specs: string[];
  image: { src: string; alt: string };
}

export interface ProductCategory {
  slug: string;
  label: string;
  title: string;
  description: string;
  products: Product[];
}

export const PRODUCT_IMAGE = { width: 320, height: 200 } as const;

const image = (name: string, alt: string) => ({ src: `/images/products/${name}.svg`, alt });

export const productCategories: ProductCategory[] = [
  {
    slug: "ftth-products",
    label: "FTTH Products",
    title: "FTTH Products",
    description:
      "Everything between the exchange and the subscriber's home: drop cables, splitters, distribution boxes and the small parts that make a fibre connection last.",
    products: [
      {
        name: "FTTH Drop Cable",
        description: "Flat, lightweight drop cable for the last stretch from the pole or riser to the home.",
        specs: ["1, 2 or 4 fibres, G.657A2 bend-insensitive", "FRP strength members, no metal", "LSZH sheath for indoor runs", "Supplied on 1 km and 2 km drums"],
        image: image("drop-cable", "A flat FTTH drop cable with two strength members and a fibre in the middle"),
      },
      {
        name: "PLC Splitters",
        description: "Planar splitters that share one feeder fibre among many homes with even, stable loss.",
        specs: ["1×4, 1×8, 1×16 and 1×32 ratios", "SC/APC or bare-fibre outputs", "Uniform loss across all ports", "Operating range −40 °C to +85 °C"],
        image: image("splitter", "A splitter module with one input fibre branching into eight outputs"),
      },
      {
        name: "Fibre Distribution Box",
        description: "Weatherproof box for splicing and splitting at the pole, wall or building riser.",
        specs: ["8, 16 and 24 port versions", "IP65 rated, UV-stabilised body", "Space for a 1×8 or 1×16 splitter", "Pole and wall mounting kits included"],
        image: image("distribution-box", "An open fibre distribution box with a splice tray and a row of adapter ports"),
      },
    ],
  },
  {
    slug: "fiber-cables",
    label: "Fiber Cables",
    title: "Fiber Cables",
    description: "Single-mode optical fibre cables for underground, aerial and indoor routes, from 2 to 288 fibres.",
    products: [
      {
        name: "Armoured Underground Cable",
        description: "Duct and direct-burial cable with steel armour against rodents and crushing.",
        specs: ["6 to 288 fibres, G.652D single mode", "Corrugated steel tape armour", "HDPE outer sheath, gel-filled loose tubes", "Colour-coded tubes and fibres"],
        image: image("armoured-cable", "Cross-section of an armoured fibre cable showing loose tubes, armour and outer sheath"),
      },
      {
        name: "ADSS Aerial Cable",
        description: "All-dielectric self-supporting cable for poles and power-line routes.",
        specs: ["24 to 96 fibres", "Spans up to 200 m", "Aramid yarn strength members", "Anti-tracking sheath near power lines"],
        image: image("adss-cable", "An aerial fibre cable strung between two poles"),
      },
      {
        name: "Indoor Tight-Buffered Cable",
        description: "Flexible cable for risers, equipment rooms and office floors.",
        specs: ["2 to 24 fibres, 900 µm tight buffer", "LSZH, flame-retardant sheath", "Easy to strip and terminate", "Riser and plenum versions"],
        image: image("indoor-cable", "An indoor fibre cable with its jacket cut back to show coloured tight-buffered fibres"),
      },
    ],
  },
  {
    slug: "rf-cables",
    label: "RF Cables",
    title: "RF Cables",
    description: "Low-loss coaxial feeders, jumpers and connectors for radio sites, tested for passive intermodulation.",
    products: [
      {
        name: "½ inch Superflex Jumpers",
        description: "Flexible jumpers between radios, antennas and feeders on crowded towers.",
        specs: ["50 Ω impedance", "7/16 DIN, 4.3-10 or N-type ends", "Low PIM, tested to −155 dBc", "Standard lengths 1 m to 6 m"],
        image: image("rf-jumper", "A coiled coaxial jumper cable with connectors at both ends"),
      },
      {
        name: "⅞ inch Feeder Cable",
        description: "Main feeder from the equipment room to the antennas, with very low loss over long runs.",
        specs: ["Corrugated copper outer conductor", "Foam dielectric for low attenuation", "UV-resistant black PE jacket", "Supplied on 500 m drums"],
        image: image("coax-cable", "Cross-section of a coaxial feeder cable with inner conductor, foam and corrugated outer conductor"),
      },
      {
        name: "RF Connectors and Adapters",
        description: "Connectors, adapters and weatherproofing kits for a complete, sealed RF path.",
        specs: ["N, 7/16 DIN and 4.3-10 families", "IP67 when weatherproofed", "Silver or tri-metal plated", "Torque-specified assembly"],
        image: image("rf-connector", "Two RF coaxial connectors shown side by side"),
      },
    ],
  },
  {
    slug: "network-cables",
    label: "Network Cables",
    title: "Network Cables",
    description: "Copper structured-cabling products for offices, data centres and equipment rooms.",
    products: [
      {
        name: "Cat6 U/UTP Cable",
        description: "The everyday cable for office networks, IP cameras and access points.",
        specs: ["23 AWG solid bare copper", "Tested to 250 MHz", "Gigabit Ethernet up to 100 m", "305 m easy-pull box"],
        image: image("lan-cable", "A network cable with its jacket cut back to show four twisted pairs"),
      },
      {
        name: "Cat6A S/FTP Cable",
        description: "Shielded cable for 10 Gigabit links and electrically noisy environments.",
        specs: ["Individually foiled pairs with overall braid", "Tested to 500 MHz", "10GBASE-T up to 100 m", "LSZH jacket"],
        image: image("shielded-cable", "A shielded network cable showing foil around each pair and an outer braid"),
      },
      {
        name: "Patch Cords",
        description: "Factory-made, fully tested cords for racks and desks.",
        specs: ["Cat6 and Cat6A", "0.5 m to 10 m lengths", "Snagless moulded boots", "Colour options for easy tracing"],
        image: image("patch-cord", "A network patch cord with an RJ45 plug at each end"),
      },
    ],
  },
  {
    slug: "specialized-cables",
    label: "Specialized Cables",
    title: "Specialized Cables",
    description: "Cables for jobs where a standard cable will not do: fire safety, remote radio power and industrial signals.",
    products: [
      {
        name: "Fire-Survival Cable",
        description: "Keeps alarms, public address and emergency systems working during a fire.",
        specs: ["Circuit integrity for 120 minutes", "Mica-tape insulated conductors", "LSZH outer sheath", "2 to 4 cores, 1.5 to 2.5 mm²"],
        image: image("fire-cable", "A fire-survival cable with a flame symbol beside it"),
      },
      {
        name: "Hybrid Power-Fibre Cable",
        description: "One cable carrying both DC power and fibre to remote radio heads and small cells.",
        specs: ["2 to 12 fibres with 2 to 6 power conductors", "Up to 10 mm² copper per conductor", "Outdoor UV-resistant sheath", "Cuts installation time on towers"],
        image: image("hybrid-cable", "Cross-section of a hybrid cable with copper power conductors and fibre tubes"),
      },
      {
        name: "Instrumentation Cable",
        description: "Shielded pairs for control and monitoring signals in plants and substations.",
        specs: ["1 to 24 twisted pairs", "Individual and overall screens", "Armoured and unarmoured versions", "PVC or LSZH sheath"],
        image: image("instrument-cable", "An instrumentation cable showing shielded twisted pairs inside an armoured sheath"),
      },
    ],
  },
  {
    slug: "racks-cabinets",
    label: "Racks & Cabinets",
    title: "Racks & Cabinets",
    description: "Racks and enclosures for data centres, offices and outdoor telecom sites, built in India to order.",
    products: [
      {
        name: "42U Server Rack",
        description: "Floor-standing rack for servers, switches and patch panels.",
        specs: ["600 or 800 mm wide, 1000 or 1200 mm deep", "1000 kg static load", "Perforated front and rear doors", "Cable managers and earthing kit"],
        image: image("server-rack", "A tall server rack with equipment and perforated doors"),
      },
      {
        name: "Wall-Mount Network Cabinet",
        description: "Compact cabinet for branch offices, shops and floor distribution points.",
        specs: ["6U to 15U heights", "Toughened glass front door", "Lockable side panels", "Fan and shelf options"],
        image: image("wall-cabinet", "A small wall-mounted network cabinet with a glass door"),
      },
      {
        name: "Outdoor Telecom Cabinet",
        description: "Weatherproof enclosure for radios, batteries and power systems at the roadside or on rooftops.",
        specs: ["IP55, double-walled", "Air conditioner or heat-exchanger cooling", "Battery compartment with venting", "Anti-theft locks and door alarms"],
        image: image("outdoor-cabinet", "An outdoor telecom cabinet on a plinth with a cooling unit on its door"),
      },
    ],
  },
  {
    slug: "bts-installation",
    label: "BTS Installation",
    title: "BTS Installation",
    description: "Turnkey base-station installation: we supply, build and commission the site, and hand it over ready for traffic.",
    products: [
      {
        name: "Ground-Based Towers",
        description: "Angular and tubular towers for macro sites in cities, highways and villages.",
        specs: ["30 m to 60 m heights", "Foundation and earthing works", "Antenna and microwave mounts fitted", "Aviation lamps and lightning arrestors"],
        image: image("tower", "A lattice telecom tower with antennas and a microwave dish"),
      },
      {
        name: "Rooftop Poles and Towers",
        description: "Lightweight structures for dense city coverage on existing buildings.",
        specs: ["3 m to 15 m poles and towers", "Structural check of the building", "Non-penetrating ballast options", "Neat cable routing to the equipment"],
        image: image("rooftop-pole", "Two antenna poles on a building rooftop"),
      },
      {
        name: "Shelter and Power Systems",
        description: "Shelters, outdoor cabinets and power for the equipment that runs the site.",
        specs: ["Prefabricated PUF shelters", "SMPS, battery banks and DG sets", "Earthing and surge protection", "Site acceptance test reports"],
        image: image("shelter", "A telecom equipment shelter with an air conditioner and a diesel generator beside it"),
      },
    ],
  },
  {
    slug: "fabricated-products",
    label: "Fabricated Products",
    title: "Fabricated Products",
    description: "Galvanised steel parts made in our partner workshops for towers, rooftops and equipment rooms.",
    products: [
      {
        name: "Antenna Mounting Brackets",
        description: "Clamps, pipes and brackets for panel antennas and microwave dishes.",
        specs: ["Hot-dip galvanised steel", "Adjustable tilt and azimuth", "Fits 50 to 114 mm pipes", "Stainless-steel fasteners"],
        image: image("bracket", "An antenna mounting bracket clamped to a pole"),
      },
      {
        name: "Cable Trays and Ladders",
        description: "Trays and ladders that carry feeders and power cables neatly and safely.",
        specs: ["Perforated tray and ladder types", "150 mm to 600 mm widths", "Bends, tees and risers", "Galvanised or powder-coated"],
        image: image("cable-tray", "A section of ladder-type cable tray carrying cables"),
      },
      {
        name: "Equipment Platforms and Frames",
        description: "Platforms, frames and skids for outdoor cabinets, batteries and generators.",
        specs: ["Made to site drawings", "Load-rated and anti-skid", "Bolted for quick installation", "Hot-dip galvanised finish"],
        image: image("platform", "A steel equipment platform with a cabinet standing on it"),
      },
    ],
  },
];

export const DEFAULT_PRODUCT_TAB = productCategories[0].slug;
