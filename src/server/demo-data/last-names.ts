/**
 * Surnames with their frequency per 100,000 people (after the 2010 US census surname table). The listed
 * names cover about a quarter of people; others get a rarer surname built from common English parts.
 */

export const COMMON_LAST = `
Smith 828; Johnson 655; Williams 550; Brown 488; Jones 478; Miller 393; Davis 382; Wilson 260; Anderson 253;
Thomas 243; Taylor 243; Moore 220; Jackson 219; Martin 209; Thompson 209; White 207; Harris 194; Clark 168;
Lewis 167; Robinson 167; Walker 160; Young 145; Allen 144; King 143; Wright 142; Lee 140; Scott 133; Hill 133;
Green 131; Adams 128; Nelson 127; Baker 126; Hall 125; Campbell 115; Mitchell 115; Carter 113; Roberts 113;
Phillips 101; Evans 101; Turner 101; Parker 98; Edwards 93; Collins 93; Stewart 92; Morris 91; Murphy 90;
Cook 89; Rogers 89; Morgan 83; Cooper 82; Peterson 82; Bailey 81; Reed 80; Kelly 78; Howard 77; Cox 73;
Ward 72; Richardson 72; Watson 72; Brooks 72; Wood 70; James 69; Bennett 68; Gray 68; Hughes 67; Price 66;
Sanders 66; Washington 63; Myers 65; Long 64; Ross 64; Foster 64; Powell 61; Jenkins 61; Perry 61;
Russell 60; Sullivan 60; Bell 59; Coleman 59; Butler 58; Henderson 58; Barnes 57; Fisher 55; Simmons 55;
Patterson 54; Jordan 53; Reynolds 53; Hamilton 53; Graham 52; Wallace 52; Griffin 52; West 50; Cole 50;
Hayes 50; Bryant 50; Gibson 49; Ellis 49; Stevens 48; Murray 48; Ford 48; Marshall 48; Owens 47;
McDonald 47; Harrison 47; Kennedy 46; Wells 46; Alexander 46; Tucker 45; Porter 45; Hunter 45; Hicks 45;
Crawford 45; Henry 44; Boyd 44; Mason 44; Warren 43; Dixon 43; Burns 43; Gordon 43; Shaw 43; Holmes 42;
Rice 42; Robertson 42; Hunt 41; Black 41; Daniels 41; Palmer 40; Mills 40; Grant 39; Knight 39;
Ferguson 39; Rose 39; Stone 39; Hawkins 39; Dunn 38; Perkins 38; Hudson 38; Spencer 37; Gardner 37;
Stephens 37; Payne 37; Pierce 37; Berry 36; Matthews 36; Arnold 36; Wagner 35; Willis 35; Ray 35;
Watkins 35; Olson 35; Carroll 35; Duncan 35; Snyder 35; Hart 34; Cunningham 34; Bradley 34; Lane 34;
Andrews 34; Harper 33; Fox 33; Riley 33; Armstrong 33; Carpenter 33; Weaver 33; Greene 33; Lawrence 33;
Elliott 33; Sims 32; Austin 32; Peters 32; Kelley 32; Franklin 32; Lawson 32; Fields 31; Banks 30;
Freeman 30; McCoy 30; McKinney 28; Jefferson 27; O'Brien 20; O'Connor 18; O'Neal 15; O'Neill 12;
McLeod 10; MacDonald 8; D'Angelo 5; MacArthur 2; Dubois 2; Müller 1; Lefèvre 0.5; Schröder 0.3; Björk 0.2;
Novák 0.2; Kowalski 3; Haddad 1; Smith-Jones 0.5; Johnson-Williams 0.3; Brown-Davis 0.2`;

/** Voters of Hispanic origin (race code 4): shares within that group, accents as often recorded. */
export const HISPANIC_LAST = `
Garcia 4.2; García 1; Rodriguez 3.8; Rodríguez 0.8; Martinez 3.6; Martínez 0.7; Hernandez 3.5;
Hernández 0.6; Lopez 3; López 0.6; Gonzalez 2.8; González 0.6; Perez 2.2; Pérez 0.5; Sanchez 2;
Sánchez 0.4; Ramirez 1.8; Ramírez 0.3; Torres 1.4; Flores 1.4; Rivera 1.3; Gomez 1.1; Gómez 0.3; Diaz 1.1;
Díaz 0.3; Cruz 0.9; Morales 0.9; Reyes 0.9; Gutierrez 0.7; Gutiérrez 0.2; Ortiz 0.8; Ramos 0.7; Ruiz 0.6;
Chavez 0.6; Vasquez 0.5; Castillo 0.5; Jimenez 0.5; Jiménez 0.1; Mendoza 0.5; Moreno 0.5; Romero 0.5;
Alvarez 0.5; Álvarez 0.1; Herrera 0.4; Medina 0.4; Aguilar 0.4; Vargas 0.4; Castro 0.4; Fernandez 0.4;
Fernández 0.1; Guzman 0.3; Munoz 0.3; Muñoz 0.2; Nunez 0.2; Núñez 0.15; Pena 0.15; Peña 0.15; Ibáñez 0.05;
Suarez 0.3; Suárez 0.1; Cabrera 0.3; Delgado 0.3; Valdez 0.3; Valdés 0.1; Rojas 0.3; Acosta 0.3; Soto 0.3;
Salazar 0.3; Figueroa 0.2; Santana 0.2; Guerrero 0.3; De La Cruz 0.1; Del Valle 0.05; Garcia-Lopez 0.05;
García-López 0.02; Rodriguez-Perez 0.03`;

/** Voters of Asian origin (race code 2): shares within that group. */
export const ASIAN_LAST = `
Nguyen 6; Nguyễn 0.5; Tran 3; Trần 0.3; Le 2; Lê 0.2; Pham 1.5; Phạm 0.1; Huynh 0.8; Hoang 0.6; Vu 0.5;
Chen 3; Wang 2.5; Li 2; Zhang 1.5; Liu 1.5; Yang 1; Huang 1; Wu 1; Lin 1; Kim 3; Lee 3; Park 1.5; Choi 0.6;
Patel 4; Shah 1.2; Singh 2; Kumar 1; Gupta 0.8; Reddy 0.5; Khan 1; Ali 0.8; Nakamura 0.3; Tanaka 0.3;
Santos 0.8; Dela Cruz 0.3`;

/** Rarer surnames: a root and an ending (Ashford, Whitley, Pemberton…), each pairing about as likely. */
export const RARE_LAST_ROOTS = `Ash Ald Bell Black Brad Bran Brent Brook Bur Carl Chat Craw Crom Dal Dun East
Fair Fen Glad Hart Hath Kings Lang Lind Lock Mor New Nor Pem Pres Rad Ren Roth Rut Shel Stan Stock Straf Sut
Thorn Wal War Wel West Whit Win Wood`.split(/\s+/);

export const RARE_LAST_ENDINGS =
  `ford ton ley wood field well worth man ridge ham son stead land more dale hurst
wick ington`.split(/\s+/);
