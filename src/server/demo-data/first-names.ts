/**
 * First names with their share (%) among voters born before 1980 and from 1980 on, after the US census
 * and Social Security name tables, so a search by first-name prefix finds plausible numbers of people.
 */

export const MALE_FIRST = `
James 3.32 1.6; John 3.27 1.3; Robert 3.14 1.1; Michael 2.63 3.0; William 2.45 1.5; David 2.36 1.6;
Richard 1.70 0.6; Charles 1.52 0.6; Joseph 1.40 1.5; Thomas 1.38 0.9; Christopher 1.04 2.4; Daniel 0.97 1.8;
Paul 0.95 0.3; Mark 0.94 0.4; Donald 0.93 0.2; George 0.93 0.3; Kenneth 0.83 0.3; Steven 0.78 0.5;
Edward 0.78 0.3; Brian 0.74 0.7; Ronald 0.73 0.1; Anthony 0.72 1.3; Kevin 0.67 0.9; Jason 0.66 0.9;
Matthew 0.66 2.0; Gary 0.65 0.1; Timothy 0.64 0.5; Larry 0.60 0.05; Jeffrey 0.59 0.3; Frank 0.58 0.2;
Scott 0.55 0.3; Eric 0.54 0.7; Stephen 0.54 0.4; Andrew 0.54 1.5; Raymond 0.51 0.2; Gregory 0.44 0.2;
Joshua 0.44 2.0; Jerry 0.43 0.05; Dennis 0.42 0.05; Walter 0.40 0.05; Patrick 0.40 0.4; Peter 0.38 0.2;
Harold 0.37 0.02; Douglas 0.37 0.1; Henry 0.37 0.3; Carl 0.35 0.05; Arthur 0.35 0.1; Ryan 0.33 1.2;
Roger 0.32 0.05; Jack 0.30 0.5; Albert 0.30 0.1; Jonathan 0.29 1.0; Justin 0.28 1.1; Terry 0.27 0.05;
Gerald 0.27 0.05; Keith 0.27 0.2; Samuel 0.27 0.7; Willie 0.27 0.05; Ralph 0.26 0.02; Lawrence 0.26 0.1;
Nicholas 0.26 1.2; Roy 0.26 0.05; Benjamin 0.26 0.9; Bruce 0.25 0.05; Brandon 0.24 1.2; Adam 0.24 0.6;
Harry 0.24 0.05; Fred 0.24 0.02; Wayne 0.24 0.05; Billy 0.23 0.1; Louis 0.23 0.1; Jeremy 0.23 0.5;
Aaron 0.23 0.6; Randy 0.23 0.05; Howard 0.23 0.02; Eugene 0.23 0.02; Russell 0.22 0.1; Bobby 0.22 0.05;
Victor 0.22 0.2; Martin 0.21 0.1; Ernest 0.21 0.02; Phillip 0.21 0.1; Todd 0.21 0.05; Jesse 0.21 0.3;
Craig 0.21 0.05; Alan 0.20 0.1; Shawn 0.20 0.2; Clarence 0.20 0.02; Sean 0.20 0.4; Philip 0.20 0.1;
Johnny 0.20 0.1; Earl 0.20 0.02; Jimmy 0.20 0.05; Danny 0.19 0.05; Bryan 0.19 0.3; Tony 0.19 0.05;
Stanley 0.18 0.02; Leonard 0.18 0.02; Nathan 0.18 0.8; Rodney 0.18 0.05; Curtis 0.18 0.1; Marvin 0.17 0.02;
Vincent 0.17 0.2; Travis 0.16 0.3; Jacob 0.16 2.2; Kyle 0.16 0.8; Bradley 0.16 0.2; Alexander 0.15 1.0;
Marcus 0.14 0.3; Theodore 0.12 0.1; Derek 0.12 0.3; Calvin 0.12 0.1; Leon 0.11 0.05; Zachary 0.10 1.2;
Corey 0.10 0.3; Maurice 0.10 0.05; Darnell 0.05 0.05; Tyrone 0.05 0.05; Jamal 0.02 0.1; DeShawn 0.01 0.1;
Jean-Paul 0.01 0.01; René 0.02 0.01; Tyler 0.05 1.5; Austin 0.02 0.9; Cody 0.01 0.5; Dylan 0.01 0.7;
Ethan 0.01 0.9; Noah 0.01 0.7; Logan 0.01 0.6; Jordan 0.02 0.8; Hunter 0.01 0.5; Caleb 0.01 0.6;
Christian 0.02 0.8; Elijah 0.01 0.5; Aiden 0 0.4; Jackson 0.01 0.4; Mason 0.01 0.4; Liam 0 0.3;
Gabriel 0.02 0.6; Isaiah 0.01 0.5; Malik 0 0.1; Xavier 0.01 0.3; Devin 0.01 0.4; Trevor 0.01 0.3`;

export const FEMALE_FIRST = `
Mary 2.63 0.5; Patricia 1.07 0.1; Linda 1.04 0.05; Barbara 0.98 0.05; Elizabeth 0.94 1.0; Jennifer 0.93 1.2;
Susan 0.79 0.05; Margaret 0.77 0.1; Dorothy 0.73 0.02; Lisa 0.70 0.2; Nancy 0.67 0.05; Karen 0.67 0.05;
Betty 0.67 0.01; Helen 0.66 0.02; Sandra 0.63 0.05; Donna 0.58 0.02; Carol 0.58 0.02; Ruth 0.56 0.03;
Sharon 0.52 0.03; Michelle 0.52 0.5; Laura 0.51 0.4; Sarah 0.51 1.4; Kimberly 0.50 0.6; Deborah 0.49 0.05;
Jessica 0.49 2.0; Shirley 0.48 0.01; Cynthia 0.47 0.1; Angela 0.47 0.4; Melissa 0.46 0.6; Brenda 0.46 0.05;
Amy 0.45 0.4; Anna 0.44 0.5; Rebecca 0.43 0.6; Virginia 0.43 0.05; Kathleen 0.42 0.1; Pamela 0.42 0.05;
Martha 0.42 0.03; Debra 0.41 0.02; Amanda 0.40 1.3; Stephanie 0.40 0.9; Carolyn 0.39 0.02; Christine 0.38 0.2;
Marie 0.38 0.05; Janet 0.38 0.02; Catherine 0.37 0.3; Frances 0.36 0.02; Ann 0.36 0.02; Joyce 0.36 0.01;
Diane 0.36 0.02; Alice 0.36 0.1; Julie 0.35 0.2; Heather 0.34 0.6; Teresa 0.34 0.1; Doris 0.33 0.01;
Gloria 0.33 0.02; Evelyn 0.32 0.2; Jean 0.32 0.01; Cheryl 0.32 0.02; Mildred 0.31 0.01; Katherine 0.31 0.6;
Joan 0.31 0.01; Ashley 0.30 1.8; Judith 0.30 0.01; Rose 0.30 0.05; Janice 0.29 0.01; Kelly 0.29 0.4;
Nicole 0.28 0.9; Judy 0.28 0.01; Christina 0.28 0.6; Kathy 0.27 0.02; Theresa 0.27 0.05; Beverly 0.27 0.01;
Denise 0.26 0.05; Tammy 0.26 0.02; Irene 0.25 0.02; Jane 0.25 0.05; Lori 0.25 0.02; Rachel 0.24 0.8;
Marilyn 0.24 0.01; Andrea 0.24 0.4; Kathryn 0.23 0.2; Louise 0.23 0.01; Sara 0.23 0.5; Anne 0.23 0.05;
Jacqueline 0.23 0.2; Wanda 0.23 0.01; Bonnie 0.23 0.01; Julia 0.22 0.4; Ruby 0.22 0.1; Lois 0.22 0.01;
Tina 0.22 0.05; Phyllis 0.22 0.01; Norma 0.22 0.01; Paula 0.22 0.05; Diana 0.22 0.2; Annie 0.21 0.05;
Lillian 0.21 0.2; Emily 0.21 1.6; Robin 0.21 0.05; Peggy 0.21 0.01; Crystal 0.21 0.3; Gladys 0.21 0.01;
Rita 0.20 0.01; Dawn 0.20 0.05; Connie 0.20 0.01; Florence 0.20 0.01; Tracy 0.20 0.05; Edna 0.20 0.01;
Tiffany 0.20 0.4; Cindy 0.19 0.05; Grace 0.18 0.4; Wendy 0.18 0.1; Victoria 0.18 0.7; Sylvia 0.18 0.02;
Josephine 0.18 0.05; Shannon 0.17 0.3; Sheila 0.17 0.02; Ellen 0.17 0.05; Elaine 0.17 0.02;
Anne-Marie 0.02 0.01; Renée 0.02 0.02; Keisha 0.05 0.1; Tamika 0.05 0.1; Latoya 0.05 0.1; Ebony 0.05 0.1;
Samantha 0.01 1.3; Hannah 0.01 1.2; Madison 0 1.0; Brittany 0.02 1.0; Alexis 0.01 0.8; Taylor 0.01 0.8;
Lauren 0.02 0.9; Megan 0.02 0.8; Kayla 0 0.8; Abigail 0.01 0.6; Olivia 0.01 0.7; Emma 0.02 0.7;
Chloe 0 0.4; Chloé 0 0.05; Zoe 0 0.3; Zoë 0 0.1; Isabella 0 0.5; Ava 0 0.4; Mia 0 0.4; Sophia 0.01 0.5;
Destiny 0 0.4; Jasmine 0.01 0.6; Aaliyah 0 0.2; Imani 0 0.1; Brianna 0 0.5; Morgan 0.01 0.6;
Haley 0 0.5; Kaitlyn 0 0.4; Courtney 0.02 0.5; Mary-Kate 0 0.02`;

/** Voters of Hispanic origin (Florida race code 4) mostly carry these; accents as often recorded. */
export const HISPANIC_MALE_FIRST = `
Jose 2.5; José 1.5; Juan 2; Luis 1.6; Carlos 1.6; Jesus 0.6; Jesús 0.4; Antonio 1; Miguel 1; Francisco 0.8;
Jorge 0.9; Manuel 0.8; Pedro 0.6; Alejandro 0.6; Ricardo 0.6; Roberto 0.6; Fernando 0.6; Rafael 0.6;
Javier 0.6; Andres 0.3; Andrés 0.2; Angel 0.6; Ángel 0.2; Raul 0.4; Raúl 0.15; Joaquin 0.1; Joaquín 0.1;
Sebastian 0.3; Sebastián 0.1; Hector 0.4; Héctor 0.1; Oscar 0.5; Óscar 0.1; Eduardo 0.5; Diego 0.4;
Daniel 0.8; David 0.6; Alberto 0.4; Mario 0.5; Ramon 0.3; Ramón 0.1; Noé 0.05; Martin 0.2; Martín 0.05`;

export const HISPANIC_FEMALE_FIRST = `
Maria 3; María 1.2; Ana 1; Carmen 1; Rosa 0.8; Sofia 0.4; Sofía 0.2; Isabel 0.5; Gabriela 0.5; Daniela 0.5;
Lucia 0.2; Lucía 0.15; Monica 0.4; Mónica 0.15; Beatriz 0.2; Ines 0.1; Inés 0.1; Raquel 0.2; Elena 0.4;
Patricia 0.5; Yolanda 0.3; Guadalupe 0.3; Alejandra 0.4; Valentina 0.2; Camila 0.2; Veronica 0.4;
Verónica 0.1; Natalia 0.3; Adriana 0.4; Claudia 0.4; Marisol 0.2; Leticia 0.2; Rocío 0.05; Yesenia 0.2`;

/** Given to about a third of voters of Asian origin (race code 2); the others carry the common names. */
export const ASIAN_MALE_FIRST = `Minh 1; Thanh 1; Duc 0.6; Wei 1; Jun 0.6; Hiroshi 0.3; Arjun 0.8; Rahul 0.8;
Vikram 0.5; Raj 0.6; Sanjay 0.6; Hyun 0.4; Min-jun 0.3; Quang 0.5`;

export const ASIAN_FEMALE_FIRST = `Mei 1; Linh 1; Thuy 0.8; Ngọc 0.3; Priya 1; Anjali 0.6; Deepa 0.5; Yuki 0.3;
Ji-woo 0.3; Hương 0.3; Lan 0.6; Xin 0.5`;

/** Middle names that are more common as middle names than as first names. */
export const MALE_MIDDLE =
  'Lee 3; Allen 2; Wayne 1.5; Ray 1.2; Lynn 0.5; Dean 0.8; Edward 1.5; Alan 1; Joseph 1.5';
export const FEMALE_MIDDLE =
  'Ann 3; Marie 3; Lynn 2; Louise 1.5; Jean 1.5; Mae 1.2; Renee 1; Nicole 1.5; Rose 1.5';
