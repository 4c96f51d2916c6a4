/*
 * Generator for connect_four: T positions, each the columns played (1-7)
 * of a game played at random in which nobody has four yet.
 *
 *   gen SEED [T [MODE [LO HI]]]   T positions (1..1000; default 3)
 *                             of LO..HI moves (10..42; default 16..42:
 *                             quick for the brute force) of MODE
 *                             (default mixed):
 *       random  each move a column at random among those that neither
 *               are full nor make four (a game stuck there starts over)
 *       threat  as random, ending where the player to move can win at
 *               once or must block the opponent's four
 *       full    as random, ending with a column full (6 stones)
 *       mixed   each position a mode of these at random
 *   gen hack SEED             make hack's inputs: T, a mode and a range
 *                             picked by the seed (hack[]), the edges
 *                             among them
 */
#include <string.h>

#include "../common/gen.h"

enum { COLS = 7, ROWS = 6 };

static const char *const modes[] = {"random", "threat", "full", "mixed"};

/* make hack's picks: T, a mode, LO and HI (1000 positions over the
 * weight budget are refused by the validator, and not tried). */
static const char *const hack[][8] = {
	{"1", "2", "3", "1000", NULL},
	{"random", "threat", "full", "mixed", NULL},
	{"16", "24", "30", "36", NULL},
	{"40", "42", NULL}
};

static char cell[COLS][ROWS];	/* 0 empty, 1 first player, 2 second */
static int height[COLS];

static int run(int c, int r, int dc, int dr, int who)
{
	int n = 0;

	for (c += dc, r += dr; c >= 0 && c < COLS && r >= 0 && r < ROWS
	     && cell[c][r] == who; c += dc, r += dr)
		n++;
	return n;
}

/* Whether `who` playing column c (not full) makes four. */
static int makes_four(int c, int who)
{
	static const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
	int r = height[c], d;

	for (d = 0; d < 4; d++)
		if (1 + run(c, r, dc[d], dr[d], who)
		    + run(c, r, -dc[d], -dr[d], who) >= 4)
			return 1;
	return 0;
}

static int can_win(int who)
{
	int c;

	for (c = 0; c < COLS; c++)
		if (height[c] < ROWS && makes_four(c, who))
			return 1;
	return 0;
}

/* A game of `moves` moves into line, or 0 if it got stuck. */
static int play(char *line, int moves)
{
	int m, c, open[COLS], n;

	memset(cell, 0, sizeof cell);
	memset(height, 0, sizeof height);
	for (m = 0; m < moves; m++) {
		int who = 1 + m % 2;
		for (n = c = 0; c < COLS; c++)
			if (height[c] < ROWS && !makes_four(c, who))
				open[n++] = c;
		if (!n)
			return 0;
		c = open[rng_range(0, n - 1)];
		cell[c][height[c]++] = (char)who;
		line[m] = (char)('1' + c);
	}
	line[moves] = '\0';
	return 1;
}

static int is_full_somewhere(void)
{
	int c;

	for (c = 0; c < COLS; c++)
		if (height[c] == ROWS)
			return 1;
	return 0;
}

/* A position of lo..hi moves of the mode (not mixed). */
static void position(char *line, const char *mode, int lo, int hi)
{
	for (;;) {
		int moves = (int)rng_range(lo, hi), who = 1 + moves % 2;
		if (!play(line, moves))
			continue;
		if (!strcmp(mode, "threat") && !can_win(who)
		    && !can_win(3 - who))
			continue;
		if (!strcmp(mode, "full") && !is_full_somewhere())
			continue;
		return;
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [T [random|threat|full|mixed [LO HI]]]"
			    " | gen hack SEED";
	char line[COLS * ROWS + 1];
	long t, count = 3;
	int m = 3, lo = 16, hi = COLS * ROWS;

	if (argc == 3 && !strcmp(argv[1], "hack"))
		argv = hack_args(argv, &argc, 4, hack);
	usage_unless(argc >= 2 && argc <= 6 && argc != 5, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc >= 3)
		count = arg_number(argv[2], 1, 1000, usage);
	if (argc >= 4) {
		for (m = 0; m < 4 && strcmp(argv[3], modes[m]); m++)
			;
		usage_unless(m < 4, usage);
	}
	if (argc == 6) {
		lo = (int)arg_number(argv[4], 10, COLS * ROWS, usage);
		hi = (int)arg_number(argv[5], lo, COLS * ROWS, usage);
	}
	printf("%ld\n", count);
	for (t = 0; t < count; t++) {
		position(line, m == 3 ? modes[rng_range(0, 2)] : modes[m], lo,
			 hi);
		puts(line);
	}
	return 0;
}
