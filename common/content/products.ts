// The static telecom product catalogue (SPEC §2 /products): eight categories,
// FTTH Products first. Each is a tab reachable at /products?tab=<slug>.
// Images are line drawings in public/images/products/, all 320 × 200. The
// words are `msg` descriptors, shown in the page's language with `i18n._(…)`
// (docs/i18n.md).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Product {
  name: MessageDescriptor;
  description: MessageDescriptor;
  specs: MessageDescriptor[];
  image: { src: string; alt: MessageDescriptor };
}

export interface ProductCategory {
  slug: string;
  label: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
  products: Product[];
}

export const PRODUCT_IMAGE = { width: 320, height: 200 } as const;

const image = (name: string, alt: MessageDescriptor) => ({ src: `/images/products/${name}.svg`, alt });

export const productCategories: ProductCategory[] = [
  {
    slug: "ftth-products",
    label: msg`FTTH Products`,
    title: msg`FTTH Products`,
    description: msg`Everything between the exchange and the subscriber's home: drop cables, splitters, distribution boxes and the small parts that make a fibre connection last.`,
    products: [
      {
        name: msg`FTTH Drop Cable`,
        description: msg`Flat, lightweight drop cable for the last stretch from the pole or riser to the home.`,
        specs: [
          msg`1, 2 or 4 fibres, G.657A2 bend-insensitive`,
          msg`FRP strength members, no metal`,
          msg`LSZH sheath for indoor runs`,
          msg`Supplied on 1 km and 2 km drums`,
        ],
        image: image(
          "drop-cable",
          msg`A flat FTTH drop cable with two strength members and a fibre in the middle`,
        ),
      },
      {
        name: msg`PLC Splitters`,
        description: msg`Planar splitters that share one feeder fibre among many homes with even, stable loss.`,
        specs: [
          msg`1×4, 1×8, 1×16 and 1×32 ratios`,
          msg`SC/APC or bare-fibre outputs`,
          msg`Uniform loss across all ports`,
          msg`Operating range −40 °C to +85 °C`,
        ],
        image: image("splitter", msg`A splitter module with one input fibre branching into eight outputs`),
      },
      {
        name: msg`Fibre Distribution Box`,
        description: msg`Weatherproof box for splicing and splitting at the pole, wall or building riser.`,
        specs: [
          msg`8, 16 and 24 port versions`,
          msg`IP65 rated, UV-stabilised body`,
          msg`Space for a 1×8 or 1×16 splitter`,
          msg`Pole and wall mounting kits included`,
        ],
        image: image(
          "distribution-box",
          msg`An open fibre distribution box with a splice tray and a row of adapter ports`,
        ),
      },
    ],
  },
  {
    slug: "fiber-cables",
    label: msg`Fiber Cables`,
    title: msg`Fiber Cables`,
    description: msg`Single-mode optical fibre cables for underground, aerial and indoor routes, from 2 to 288 fibres.`,
    products: [
      {
        name: msg`Armoured Underground Cable`,
        description: msg`Duct and direct-burial cable with steel armour against rodents and crushing.`,
        specs: [
          msg`6 to 288 fibres, G.652D single mode`,
          msg`Corrugated steel tape armour`,
          msg`HDPE outer sheath, gel-filled loose tubes`,
          msg`Colour-coded tubes and fibres`,
        ],
        image: image(
          "armoured-cable",
          msg`Cross-section of an armoured fibre cable showing loose tubes, armour and outer sheath`,
        ),
      },
      {
        name: msg`ADSS Aerial Cable`,
        description: msg`All-dielectric self-supporting cable for poles and power-line routes.`,
        specs: [
          msg`24 to 96 fibres`,
          msg`Spans up to 200 m`,
          msg`Aramid yarn strength members`,
          msg`Anti-tracking sheath near power lines`,
        ],
        image: image("adss-cable", msg`An aerial fibre cable strung between two poles`),
      },
      {
        name: msg`Indoor Tight-Buffered Cable`,
        description: msg`Flexible cable for risers, equipment rooms and office floors.`,
        specs: [
          msg`2 to 24 fibres, 900 µm tight buffer`,
          msg`LSZH, flame-retardant sheath`,
          msg`Easy to strip and terminate`,
          msg`Riser and plenum versions`,
        ],
        image: image(
          "indoor-cable",
          msg`An indoor fibre cable with its jacket cut back to show coloured tight-buffered fibres`,
        ),
      },
    ],
  },
  {
    slug: "rf-cables",
    label: msg`RF Cables`,
    title: msg`RF Cables`,
    description: msg`Low-loss coaxial feeders, jumpers and connectors for radio sites, tested for passive intermodulation.`,
    products: [
      {
        name: msg`½ inch Superflex Jumpers`,
        description: msg`Flexible jumpers between radios, antennas and feeders on crowded towers.`,
        specs: [
          msg`50 Ω impedance`,
          msg`7/16 DIN, 4.3-10 or N-type ends`,
          msg`Low PIM, tested to −155 dBc`,
          msg`Standard lengths 1 m to 6 m`,
        ],
        image: image("rf-jumper", msg`A coiled coaxial jumper cable with connectors at both ends`),
      },
      {
        name: msg`⅞ inch Feeder Cable`,
        description: msg`Main feeder from the equipment room to the antennas, with very low loss over long runs.`,
        specs: [
          msg`Corrugated copper outer conductor`,
          msg`Foam dielectric for low attenuation`,
          msg`UV-resistant black PE jacket`,
          msg`Supplied on 500 m drums`,
        ],
        image: image(
          "coax-cable",
          msg`Cross-section of a coaxial feeder cable with inner conductor, foam and corrugated outer conductor`,
        ),
      },
      {
        name: msg`RF Connectors and Adapters`,
        description: msg`Connectors, adapters and weatherproofing kits for a complete, sealed RF path.`,
        specs: [
          msg`N, 7/16 DIN and 4.3-10 families`,
          msg`IP67 when weatherproofed`,
          msg`Silver or tri-metal plated`,
          msg`Torque-specified assembly`,
        ],
        image: image("rf-connector", msg`Two RF coaxial connectors shown side by side`),
      },
    ],
  },
  {
    slug: "network-cables",
    label: msg`Network Cables`,
    title: msg`Network Cables`,
    description: msg`Copper structured-cabling products for offices, data centres and equipment rooms.`,
    products: [
      {
        name: msg`Cat6 U/UTP Cable`,
        description: msg`The everyday cable for office networks, IP cameras and access points.`,
        specs: [
          msg`23 AWG solid bare copper`,
          msg`Tested to 250 MHz`,
          msg`Gigabit Ethernet up to 100 m`,
          msg`305 m easy-pull box`,
        ],
        image: image("lan-cable", msg`A network cable with its jacket cut back to show four twisted pairs`),
      },
      {
        name: msg`Cat6A S/FTP Cable`,
        description: msg`Shielded cable for 10 Gigabit links and electrically noisy environments.`,
        specs: [
          msg`Individually foiled pairs with overall braid`,
          msg`Tested to 500 MHz`,
          msg`10GBASE-T up to 100 m`,
          msg`LSZH jacket`,
        ],
        image: image(
          "shielded-cable",
          msg`A shielded network cable showing foil around each pair and an outer braid`,
        ),
      },
      {
        name: msg`Patch Cords`,
        description: msg`Factory-made, fully tested cords for racks and desks.`,
        specs: [
          msg`Cat6 and Cat6A`,
          msg`0.5 m to 10 m lengths`,
          msg`Snagless moulded boots`,
          msg`Colour options for easy tracing`,
        ],
        image: image("patch-cord", msg`A network patch cord with an RJ45 plug at each end`),
      },
    ],
  },
  {
    slug: "specialized-cables",
    label: msg`Specialized Cables`,
    title: msg`Specialized Cables`,
    description: msg`Cables for jobs where a standard cable will not do: fire safety, remote radio power and industrial signals.`,
    products: [
      {
        name: msg`Fire-Survival Cable`,
        description: msg`Keeps alarms, public address and emergency systems working during a fire.`,
        specs: [
          msg`Circuit integrity for 120 minutes`,
          msg`Mica-tape insulated conductors`,
          msg`LSZH outer sheath`,
          msg`2 to 4 cores, 1.5 to 2.5 mm²`,
        ],
        image: image("fire-cable", msg`A fire-survival cable with a flame symbol beside it`),
      },
      {
        name: msg`Hybrid Power-Fibre Cable`,
        description: msg`One cable carrying both DC power and fibre to remote radio heads and small cells.`,
        specs: [
          msg`2 to 12 fibres with 2 to 6 power conductors`,
          msg`Up to 10 mm² copper per conductor`,
          msg`Outdoor UV-resistant sheath`,
          msg`Cuts installation time on towers`,
        ],
        image: image(
          "hybrid-cable",
          msg`Cross-section of a hybrid cable with copper power conductors and fibre tubes`,
        ),
      },
      {
        name: msg`Instrumentation Cable`,
        description: msg`Shielded pairs for control and monitoring signals in plants and substations.`,
        specs: [
          msg`1 to 24 twisted pairs`,
          msg`Individual and overall screens`,
          msg`Armoured and unarmoured versions`,
          msg`PVC or LSZH sheath`,
        ],
        image: image(
          "instrument-cable",
          msg`An instrumentation cable showing shielded twisted pairs inside an armoured sheath`,
        ),
      },
    ],
  },
  {
    slug: "racks-cabinets",
    label: msg`Racks & Cabinets`,
    title: msg`Racks & Cabinets`,
    description: msg`Racks and enclosures for data centres, offices and outdoor telecom sites, built in India to order.`,
    products: [
      {
        name: msg`42U Server Rack`,
        description: msg`Floor-standing rack for servers, switches and patch panels.`,
        specs: [
          msg`600 or 800 mm wide, 1000 or 1200 mm deep`,
          msg`1000 kg static load`,
          msg`Perforated front and rear doors`,
          msg`Cable managers and earthing kit`,
        ],
        image: image("server-rack", msg`A tall server rack with equipment and perforated doors`),
      },
      {
        name: msg`Wall-Mount Network Cabinet`,
        description: msg`Compact cabinet for branch offices, shops and floor distribution points.`,
        specs: [
          msg`6U to 15U heights`,
          msg`Toughened glass front door`,
          msg`Lockable side panels`,
          msg`Fan and shelf options`,
        ],
        image: image("wall-cabinet", msg`A small wall-mounted network cabinet with a glass door`),
      },
      {
        name: msg`Outdoor Telecom Cabinet`,
        description: msg`Weatherproof enclosure for radios, batteries and power systems at the roadside or on rooftops.`,
        specs: [
          msg`IP55, double-walled`,
          msg`Air conditioner or heat-exchanger cooling`,
          msg`Battery compartment with venting`,
          msg`Anti-theft locks and door alarms`,
        ],
        image: image(
          "outdoor-cabinet",
          msg`An outdoor telecom cabinet on a plinth with a cooling unit on its door`,
        ),
      },
    ],
  },
  {
    slug: "bts-installation",
    label: msg`BTS Installation`,
    title: msg`BTS Installation`,
    description: msg`Turnkey base-station installation: we supply, build and commission the site, and hand it over ready for traffic.`,
    products: [
      {
        name: msg`Ground-Based Towers`,
        description: msg`Angular and tubular towers for macro sites in cities, highways and villages.`,
        specs: [
          msg`30 m to 60 m heights`,
          msg`Foundation and earthing works`,
          msg`Antenna and microwave mounts fitted`,
          msg`Aviation lamps and lightning arrestors`,
        ],
        image: image("tower", msg`A lattice telecom tower with antennas and a microwave dish`),
      },
      {
        name: msg`Rooftop Poles and Towers`,
        description: msg`Lightweight structures for dense city coverage on existing buildings.`,
        specs: [
          msg`3 m to 15 m poles and towers`,
          msg`Structural check of the building`,
          msg`Non-penetrating ballast options`,
          msg`Neat cable routing to the equipment`,
        ],
        image: image("rooftop-pole", msg`Two antenna poles on a building rooftop`),
      },
      {
        name: msg`Shelter and Power Systems`,
        description: msg`Shelters, outdoor cabinets and power for the equipment that runs the site.`,
        specs: [
          msg`Prefabricated PUF shelters`,
          msg`SMPS, battery banks and DG sets`,
          msg`Earthing and surge protection`,
          msg`Site acceptance test reports`,
        ],
        image: image(
          "shelter",
          msg`A telecom equipment shelter with an air conditioner and a diesel generator beside it`,
        ),
      },
    ],
  },
  {
    slug: "fabricated-products",
    label: msg`Fabricated Products`,
    title: msg`Fabricated Products`,
    description: msg`Galvanised steel parts made in our partner workshops for towers, rooftops and equipment rooms.`,
    products: [
      {
        name: msg`Antenna Mounting Brackets`,
        description: msg`Clamps, pipes and brackets for panel antennas and microwave dishes.`,
        specs: [
          msg`Hot-dip galvanised steel`,
          msg`Adjustable tilt and azimuth`,
          msg`Fits 50 to 114 mm pipes`,
          msg`Stainless-steel fasteners`,
        ],
        image: image("bracket", msg`An antenna mounting bracket clamped to a pole`),
      },
      {
        name: msg`Cable Trays and Ladders`,
        description: msg`Trays and ladders that carry feeders and power cables neatly and safely.`,
        specs: [
          msg`Perforated tray and ladder types`,
          msg`150 mm to 600 mm widths`,
          msg`Bends, tees and risers`,
          msg`Galvanised or powder-coated`,
        ],
        image: image("cable-tray", msg`A section of ladder-type cable tray carrying cables`),
      },
      {
        name: msg`Equipment Platforms and Frames`,
        description: msg`Platforms, frames and skids for outdoor cabinets, batteries and generators.`,
        specs: [
          msg`Made to site drawings`,
          msg`Load-rated and anti-skid`,
          msg`Bolted for quick installation`,
          msg`Hot-dip galvanised finish`,
        ],
        image: image("platform", msg`A steel equipment platform with a cabinet standing on it`),
      },
    ],
  },
];

export const DEFAULT_PRODUCT_TAB = productCategories[0].slug;
