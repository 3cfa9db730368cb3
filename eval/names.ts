/**
 * Hand-written name lists for the evaluation corpus. Deliberately NOT taken from @faker-js/faker
 * (the NAME detector's dictionary comes from there), so the evaluation is not circular. Mixed
 * origins, with a share of rare and foreign names a dictionary may not know.
 */
export const FIRST_NAMES: readonly string[] = [
  // German / Austrian / Swiss
  'Anna', 'Lena', 'Sophie', 'Marie', 'Hannah', 'Lea', 'Johanna', 'Katharina', 'Franziska', 'Theresa',
  'Ursula', 'Gisela', 'Brigitte', 'Renate', 'Hildegard', 'Ingrid', 'Waltraud', 'Annegret', 'Friederike', 'Mechthild',
  'Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Florian', 'Matthias', 'Sebastian', 'Jürgen', 'Klaus',
  'Wolfgang', 'Dieter', 'Helmut', 'Günther', 'Reinhard', 'Ulrich', 'Volker', 'Hartmut', 'Detlef', 'Gottfried',
  'Jörg', 'Björn', 'Sören', 'Till', 'Malte', 'Jannik', 'Lasse', 'Kerstin', 'Silke', 'Anke',
  // English
  'Emily', 'Olivia', 'Charlotte', 'Amelia', 'Grace', 'Harriet', 'Imogen', 'Philippa', 'Rosalind', 'Gwendolyn',
  'James', 'Oliver', 'Harry', 'George', 'William', 'Thomas', 'Edward', 'Rupert', 'Alistair', 'Callum',
  'Brandon', 'Tyler', 'Dakota', 'Madison', 'Brooke', 'Shelby', 'Chase', 'Logan', 'Cody', 'Tanner',
  // Turkish, Arabic, Persian
  'Mehmet', 'Ayşe', 'Emine', 'Mustafa', 'Elif', 'Burak', 'Zeynep', 'Yusuf', 'Fatma', 'Kerem',
  'Ahmed', 'Fatima', 'Omar', 'Layla', 'Karim', 'Nour', 'Samir', 'Yasmin', 'Dariush', 'Shirin',
  // Slavic, Greek, Romance
  'Katarzyna', 'Małgorzata', 'Wojciech', 'Zbigniew', 'Agnieszka', 'Dragan', 'Milena', 'Vesna', 'Oleksandr', 'Tetyana',
  'Dimitrios', 'Eleni', 'Giorgos', 'Chiara', 'Giovanni', 'Alessandro', 'Beatriz', 'Joaquín', 'Inês', 'Gonçalo',
  'Élodie', 'Margaux', 'Thibault', 'Aurélien', 'Solène',
  // Asian, African, Nordic
  'Hiroshi', 'Yuki', 'Haruto', 'Mei', 'Wei', 'Xiaoling', 'Minh', 'Thanh', 'Priya', 'Arjun',
  'Anjali', 'Rohan', 'Siddharth', 'Ji-woo', 'Seo-yeon', 'Chinedu', 'Ngozi', 'Oluwaseun', 'Kwame', 'Abebe',
  'Sigrún', 'Ragnhild', 'Eero', 'Aino', 'Torbjørn'
]

export const SURNAMES: readonly string[] = [
  // German / Austrian / Swiss
  'Schmidt', 'Müller', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer',
  'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger',
  'Hofmann', 'Hartmann', 'Lange', 'Werner', 'Krause', 'Lehmann', 'Köhler', 'Herrmann', 'König', 'Walter',
  'Huber', 'Gruber', 'Pichler', 'Steiner', 'Moser', 'Leitner', 'Brunner', 'Egger', 'Kälin', 'Bühlmann',
  'Grünewald', 'Oberhuber', 'Vogelsang', 'Rautenberg', 'Dörfler', 'Pfannkuch', 'Kretschmer', 'Wieczorek', 'Lindqvist', 'Habermann',
  // English
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Taylor', 'Davies', 'Evans', 'Wilson', 'Thompson',
  'Robinson', 'Wright', 'Walker', 'Hughes', 'Edwards', 'Fairweather', 'Ashworth', 'Blackwood', 'Pemberton', 'Whitlock',
  'McAllister', "O'Brien", 'MacDonald', 'Fitzgerald', 'Kowalczyk',
  // Turkish, Arabic, Persian
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Kılıç',
  'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Al-Sayed', 'Rahimi', 'Tehrani', 'Karimi', 'Hosseini', 'Farahani',
  // Slavic, Greek, Romance
  'Nowak', 'Wiśniewski', 'Kowalski', 'Lewandowska', 'Zieliński', 'Petrović', 'Jovanović', 'Horvat', 'Shevchenko', 'Kovalenko',
  'Papadopoulos', 'Georgiou', 'Rossi', 'Bianchi', 'Esposito', 'García', 'Fernández', 'Rodríguez', 'Gonçalves', 'Ferreira',
  'Dubois', 'Lefèvre', 'Moreau', 'Fontaine', 'Delacroix',
  // Asian, African, Nordic
  'Tanaka', 'Suzuki', 'Takahashi', 'Nakamura', 'Wang', 'Zhang', 'Chen', 'Nguyen', 'Tran', 'Pham',
  'Sharma', 'Patel', 'Iyer', 'Chatterjee', 'Kim', 'Park', 'Okafor', 'Adeyemi', 'Mensah', 'Tesfaye',
  'Johansson', 'Virtanen', 'Halvorsen', 'Sigurðsson', 'Kristiansen'
]
