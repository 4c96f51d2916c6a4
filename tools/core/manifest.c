/*
 * manifest: a problem's facts, read once from tests/SLUG/problem.yaml.
 *
 *   manifest FILE          every key, `KEY VALUE` a line, in the order
 *                          below (VALUE empty for an optional key unset)
 *   manifest FILE KEY      KEY's value alone
 *
 * The manifest is the package formats' own problem.yaml (make package
 * writes theirs from it), in a strict subset of YAML: `key: value` at
 * the left margin, or `key:` opening a section whose keys are indented
 * by two spaces, a value going on over lines indented by four; comments
 * from ` #` to the line's end; values plain (no quotes, no `: `, no
 * leading YAML indicator).  Every key is one of the table below, at
 * most once; a wrong file is one line on stderr naming the file, its
 * line and the key, and exit status 1 (2 for a usage error).  Besides the keys, it prints limits.time_ms, the time
 * limit in milliseconds.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { TEXT, WHOLE, SECONDS, CHOICE, GROUPS, CAPS, FILE_NAME, TEST,
	    SECTION };

/* A key the manifest may hold: its kind, whether it must be there,
 * and for CHOICE its words, for others a default, if it has one. */
struct key {
	const char *name;
	enum kind kind;
	int required;
	const char *words;
};

static const struct key keys[] = {
	{ "name", TEXT, 1, 0 },
	{ "source", TEXT, 1, 0 },
	{ "source_url", TEXT, 0, 0 },
	{ "license", TEXT, 1, 0 },
	{ "rights_owner", TEXT, 1, 0 },
	{ "uuid", TEXT, 1, 0 },
	{ "limits", SECTION, 1, 0 },
	{ "limits.time_limit", SECONDS, 1, 0 },	/* seconds */
	{ "limits.memory", WHOLE, 1, 0 },	/* MiB */
	{ "limits.note", TEXT, 0, 0 },	/* said after them: (assumed) */
	{ "judging", SECTION, 1, 0 },
	{ "judging.rule", CHOICE, 1, "tokens exact checker interactive" },
	{ "judging.cases", CHOICE, 1, "count each one" },
	{ "judging.case_lines", WHOLE, 0, 0 },
	{ "judging.answer_lines", WHOLE, 0, 0 },
	{ "judging.groups", GROUPS, 0, 0 },
	{ "judging.scoring", CHOICE, 1, "tests groups all" },
	{ "judging.scoring_note", TEXT, 0, 0 },	/* (assumed) */
	{ "judging.file", FILE_NAME, 0, 0 },	/* NAME.in, NAME.out */
	{ "tools", SECTION, 1, 0 },
	{ "tools.small_size", WHOLE, 1, 0 },
	{ "tools.example", TEST, 1, 0 },
	{ "tools.cut_set", TEXT, 0, 0 },
	{ "tools.cut_per_file", WHOLE, 0, 0 },
	{ "tools.checks", CHOICE, 0, "picture" },
	{ "tools.neutral", TEXT, 0, 0 },
	{ "tools.caps", CAPS, 0, 0 },	/* make bench's, make mutants' */
};
enum { KEYS = sizeof keys / sizeof keys[0], LINE = 512 };

static const char *path;	/* the manifest, for messages */
static char folder[LINE];	/* its folder, with a trailing / */
static char value[KEYS][LINE];
static int line_of[KEYS];	/* 0: not in the file */

/* The manifest is wrong: one line, `FILE:LINE: KEY: WHY`, and exit 1
 * (LINE 0: the file as a whole; KEY "": the line as a whole). */
static void fail(int line, const char *key, const char *why, ...)
{
	va_list args;

	fprintf(stderr, "%s:", path);
	if (line)
		fprintf(stderr, "%d:", line);
	fprintf(stderr, " %s%s", key, *key ? ": " : "");
	va_start(args, why);
	vfprintf(stderr, why, args);
	va_end(args);
	fputc('\n', stderr);
	exit(1);
}

static int key_index(const char *name)
{
	int i;

	for (i = 0; i < KEYS; i++)
		if (strcmp(keys[i].name, name) == 0)
			return i;
	return -1;
}

/* Whether word is one of the space-separated words. */
static int one_of(const char *word, const char *words)
{
	size_t n = strlen(word);
	const char *w;

	for (w = words; (w = strstr(w, word)) != NULL; w += n)
		if ((w == words || w[-1] == ' ') && (w[n] == ' ' || !w[n]))
			return n > 0;
	return 0;
}

static int all_digits(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* NAME:POINTS words, NAME of a-z, 0-9 and _, POINTS from 1. */
static int groups_ok(const char *s)
{
	while (*s) {
		size_t name = strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789_");
		size_t points;

		if (!name || s[name] != ':' || s[name + 1] < '1' ||
		    s[name + 1] > '9')
			return 0;
		s += name + 1;
		points = strspn(s, "0123456789");
		if (points > 6)
			return 0;
		s += points;
		if (*s == ' ')
			s++;
		else if (*s)
			return 0;
	}
	return 1;
}

/* A cap's PATTERN: a glob of inputs under the manifest's folder, of
 * a-z, 0-9, _ . - / and *, ending .in, with no .. and no leading /. */
static int pattern_ok(const char *pattern)
{
	const char *glob = "abcdefghijklmnopqrstuvwxyz0123456789_.-/*";
	size_t n = strlen(pattern);

	return strspn(pattern, glob) == n && n > 3 && pattern[0] != '/' &&
	       !strstr(pattern, "..") && strcmp(pattern + n - 3, ".in") == 0;
}

/* A count as 45M: digits from 1, then perhaps K, M or G. */
static int count_ok(const char *most)
{
	size_t digits = strspn(most, "0123456789");

	return digits && most[0] != '0' &&
	       (!most[digits] ||
		(strchr("KMG", most[digits]) && !most[digits + 1]));
}

/* One cap, `PATTERN MOST MIB`: MOST the most instructions, MIB the most
 * peak memory (a whole number from 1). */
static int cap_ok(const char *cap)
{
	char pattern[LINE], most[LINE], mib[LINE];
	int used = -1;

	if (sscanf(cap, "%s %s %s %n", pattern, most, mib, &used) != 3 ||
	    used < 0 || cap[used])
		return 0;
	return pattern_ok(pattern) && count_ok(most) && all_digits(mib) &&
	       mib[0] != '0' && strlen(mib) < 7;
}

/* Caps, `CAP, CAP, ...`, each cap_ok. */
static int caps_ok(const char *v)
{
	char cap[LINE];
	size_t n;

	for (;; v += n + 2) {
		n = strcspn(v, ",");
		sprintf(cap, "%.*s", (int)n, v);
		if (!cap_ok(cap))
			return 0;
		if (!v[n])
			return 1;
		if (v[n + 1] != ' ')
			return 0;
	}
}

/* Whether path (relative to the manifest's folder) is a file. */
static int exists(const char *name)
{
	char whole[2 * LINE];
	FILE *f;

	sprintf(whole, "%s%s", folder, name);
	f = fopen(whole, "rb");
	if (f)
		fclose(f);
	return f != NULL;
}

/* Seconds as 1 or 0.5: at most 4 digits, a point and at most 3 more. */
static int seconds_ok(const char *v)
{
	const char *digits = "0123456789";
	size_t whole = strspn(v, digits), frac;

	if (!whole || whole > 4)
		return 0;
	if (!v[whole])
		return 1;
	frac = strspn(v + whole + 1, digits);
	return v[whole] == '.' && frac >= 1 && frac <= 3 &&
	       !v[whole + 1 + frac];
}

/* v, seconds_ok, in milliseconds. */
static long milliseconds(const char *v)
{
	const char *dot = strchr(v, '.');
	long ms = strtol(v, NULL, 10) * 1000, scale = 100;

	for (dot = dot ? dot + 1 : ""; *dot; dot++, scale /= 10)
		ms += (*dot - '0') * scale;
	return ms;
}

static int whole_ok(const char *v)
{
	return all_digits(v) && v[0] != '0' && strlen(v) <= 9;
}

static int some_seconds(const char *v)
{
	return seconds_ok(v) && milliseconds(v) > 0;
}

/* NAME of NAME.in and NAME.out: 1 to 32 of a-z, 0-9 and _. */
static int file_name_ok(const char *v)
{
	return !v[strspn(v, "abcdefghijklmnopqrstuvwxyz0123456789_")] &&
	       strlen(v) <= 32;
}

/* Each kind's check (none: any text; CHOICE: one of the key's words)
 * and what a value it refuses is told ('%s': the value). */
static const struct {
	int (*ok)(const char *v);
	const char *why;
} kinds[] = {
	[WHOLE] = { whole_ok, "'%s' is not a whole number from 1" },
	[SECONDS] = { some_seconds, "'%s' is not seconds (as 1 or 0.5)" },
	[CHOICE] = { 0, "'%s' is not one of the words allowed" },
	[GROUPS] = { groups_ok, "'%s' is not NAME:POINTS words" },
	[CAPS] = { caps_ok, "'%s' is not `PATTERN INSTRUCTIONS MIB`, a "
		   "comma between two" },
	[FILE_NAME] = { file_name_ok, "'%s' is not a file's name: 1 to 32 "
			"of a-z, 0-9 and _" },
	[TEST] = { exists, "no file %s beside the manifest" },
	[SECTION] = { 0, 0 },	/* a section has no value */
};

/* Checks value v of key k against its kind. */
static void check_value(int k, const char *v, int line)
{
	enum kind kind = keys[k].kind;
	int ok = kind == CHOICE ? one_of(v, keys[k].words)
		: !kinds[kind].ok || kinds[kind].ok(v);

	if (!ok)
		fail(line, keys[k].name, kinds[kind].why, v);
}

/* A value YAML reads as plain text, and as we do: no quotes or other
 * leading indicator, no ": " (a key), at most LINE - 2 bytes. */
static void check_plain(const char *key, const char *v, int line)
{
	if (strchr("\"'[]{}&*!|>%@`,?:-", v[0]) || strstr(v, ": "))
		fail(line, key, "'%s' is not a plain YAML value (write it "
		     "without quotes, indicators or ': ')", v);
}

/* The line in buf, its comment and trailing blanks cut off. */
static void trim(char *buf, int line)
{
	char *c;
	size_t n;

	if (strchr(buf, '\t') || strchr(buf, '\r'))
		fail(line, "", "a tab or CR (indent with spaces; LF lines)");
	for (c = buf; (c = strchr(c, '#')) != NULL; c++)
		if (c == buf || c[-1] == ' ') {
			*c = '\0';
			break;
		}
	n = strlen(buf);
	while (n && buf[n - 1] == ' ')
		buf[--n] = '\0';
}

/* The length of the key a line names after its indent, *v set past the
 * `key:` to its value; the line as YAML's `key: value` or `key:`. */
static size_t key_word(char *buf, int line, size_t indent, char **v)
{
	size_t word = strspn(buf + indent, "abcdefghijklmnopqrstuvwxyz_");

	*v = buf + indent + word;
	if (indent != 0 && indent != 2)
		fail(line, "", "indented by %s spaces, not 0 or 2 (4 goes "
		     "on with a value)",
		     indent == 1 ? "1" : "more than 2");
	if (!word || (*v)[0] != ':' || ((*v)[1] && (*v)[1] != ' '))
		fail(line, "", "'%s' is not `key: value`", buf + indent);
	*v += (*v)[1] ? 2 : 1;
	return word;
}

/* The key a line names, its full name (section.key) in name: its place
 * in keys[], given for the first time; *v set to its value. */
static int key_of(char *buf, int line, const char *section, char *name,
		  char **v)
{
	size_t indent = strspn(buf, " ");
	size_t word = key_word(buf, line, indent, v);
	int k;

	if (indent && !*section)
		fail(line, "", "'%s' is indented under no section",
		     buf + indent);
	sprintf(name, "%s%s%.*s", indent ? section : "", indent ? "." : "",
		(int)word, buf + indent);
	k = key_index(name);
	if (k < 0)
		fail(line, name, "no such key (tools/core/manifest.c lists them)");
	if (line_of[k])
		fail(line, name, "given twice");
	line_of[k] = line;
	return k;
}

/* One line, `key: value`, `key:` or `  key: value` under section (the
 * section open, "" at none). */
static void take(char *buf, int line, char *section)
{
	char name[LINE], *v;
	int k = key_of(buf, line, section, name, &v);

	if (buf[0] != ' ')
		section[0] = '\0';
	if (keys[k].kind == SECTION) {
		if (*v)
			fail(line, name, "a section: its keys go on the lines "
			     "after it, indented");
		strcpy(section, name);
		return;
	}
	if (!*v)
		fail(line, name, "no value");
	check_plain(name, v, line);
	strcpy(value[k], v);
	check_value(k, v, line);
}

static const char *get(const char *name)
{
	return value[key_index(name)];
}

static int is(const char *name, const char *v)
{
	return strcmp(get(name), v) == 0;
}

/* What one key says of another: the judging keys. */
static void check_judging(void)
{
	if (!is("judging.cases", "one") && (!*get("judging.case_lines") ||
					   !*get("judging.answer_lines")))
		fail(0, "judging.cases", "%s needs judging.case_lines and "
		     "judging.answer_lines", get("judging.cases"));
	if (is("judging.rule", "checker") && !exists("checker.c"))
		fail(0, "judging.rule", "checker needs checker.c beside "
		     "the manifest");
	if (is("judging.rule", "interactive") && !exists("interactor.c"))
		fail(0, "judging.rule", "interactive needs interactor.c "
		     "beside the manifest");
	if (is("judging.scoring", "groups") != !!*get("judging.groups"))
		fail(0, "judging.scoring", "groups goes with judging.groups, "
		     "and judging.groups with it");
}

/* The groups' points add up to 100, the score being out of 100 (the
 * packages' secret/ ranges and max_score say so). */
static void check_groups(void)
{
	const char *s = get("judging.groups");
	long total = 0;

	if (!*s)
		return;
	while ((s = strchr(s, ':')) != NULL)
		total += strtol(++s, NULL, 10);
	if (total != 100)
		fail(0, "judging.groups", "points add up to %ld, not 100",
		     total);
}

/* The cut set's keys: both or neither, and a set to cut. */
static void check_cut_set(void)
{
	char in[LINE + 8];

	if (!*get("tools.cut_set") != !*get("tools.cut_per_file"))
		fail(0, "tools.cut_set", "goes with tools.cut_per_file");
	if (!*get("tools.cut_set"))
		return;
	sprintf(in, "%s.in", get("tools.cut_set"));
	if (is("judging.cases", "one") || !exists(in))
		fail(0, "tools.cut_set", "needs judging.cases count or each, "
		     "and %s beside the manifest", in);
	if (*get("judging.groups"))
		fail(0, "tools.cut_set", "and judging.groups do not go "
		     "together: a cut input is in no group");
}

/* A line indented by 4 continues the value of the `  key: value` line
 * above it, as YAML folds a plain value: joined to it in logical by a
 * space.  Status 1 when buf is one. */
static int continued(char *logical, const char *buf, int line)
{
	if (strspn(buf, " ") != 4)
		return 0;
	if (logical[0] != ' ' || !strstr(logical, ": "))
		fail(line, "", "indented by 4 spaces, under no `  key: value` "
		     "whose value it continues");
	if (strlen(logical) + strlen(buf + 3) > LINE - 2)
		fail(line, "", "a value over %d characters", LINE - 2);
	strcat(logical, buf + 3);
	return 1;
}

/* Every line of the file: each logical line (a line and the lines
 * that continue it) taken when the next begins. */
static void read_lines(FILE *f)
{
	char buf[LINE + 2], logical[LINE] = "", section[LINE] = "";
	int line = 0, first = 0;

	while (fgets(buf, sizeof buf, f)) {
		line++;
		if (!strchr(buf, '\n') && !feof(f))
			fail(line, "", "over %d characters", LINE - 2);
		buf[strcspn(buf, "\n")] = '\0';
		trim(buf, line);
		if (*buf && continued(logical, buf, line))
			continue;
		if (*logical)
			take(logical, first, section);
		strcpy(logical, buf);
		first = line;
	}
	if (*logical)
		take(logical, first, section);
}

static void read_manifest(void)
{
	FILE *f = fopen(path, "r");
	const char *slash = strrchr(path, '/');
	int k;

	if (!f) {
		fprintf(stderr, "manifest: cannot open %s\n", path);
		exit(1);
	}
	if (slash && slash - path < LINE - 1)
		sprintf(folder, "%.*s", (int)(slash - path + 1), path);
	read_lines(f);
	fclose(f);
	for (k = 0; k < KEYS; k++)
		if (keys[k].required && !line_of[k])
			fail(0, keys[k].name, "missing");
	check_judging();
	check_groups();
	check_cut_set();
}

/* KEY of `manifest FILE KEY`: a key's place, TIME_MS for the time
 * limit in milliseconds; -1 for a usage error. */
enum { TIME_MS = KEYS };
static int asked(const char *name)
{
	int k = key_index(name);

	if (strcmp(name, "limits.time_ms") == 0)
		return TIME_MS;
	return k >= 0 && keys[k].kind != SECTION ? k : -1;
}

int main(int argc, char **argv)
{
	int k, only = argc == 3 ? asked(argv[2]) : 0;

	if (argc < 2 || argc > 3 || only < 0) {
		fprintf(stderr, "usage: manifest FILE [KEY]\n");
		return 2;
	}
	path = argv[1];
	read_manifest();
	if (argc == 3 && only == TIME_MS)
		printf("%ld\n", milliseconds(get("limits.time_limit")));
	else if (argc == 3)
		printf("%s\n", value[only]);
	if (argc == 3)
		return 0;
	for (k = 0; k < KEYS; k++)
		if (keys[k].kind != SECTION)
			printf("%s %s\n", keys[k].name, value[k]);
	printf("limits.time_ms %ld\n", milliseconds(get("limits.time_limit")));
	return 0;
}
