/*
 * explain for notakto (make explain): each game's boards, what each is
 * worth in the misere quotient (named by Plambeck and Whitehead's
 * generators, each a board: a = .XX/X.X/XX., b = X.X/.../..., c the
 * empty board, d = .XX/X../...), the product and the rule (the player to
 * move loses at a, b^2, b c, c^2), a winning move when there is one, and
 * the Grundy values' XOR beside it, which normal play would go by.  The
 * values are brute.c's kinds, learnt by search; the names come from
 * multiplying the generators' kinds.  Then `answer:` and the solution's
 * line.
 *
 *   explain [LIMIT] < IN      the first LIMIT games (default 10)
 */
#define EXPLAIN
#include <stdlib.h>

#include "brute.c"
#include "../common/explain.h"

enum { SHOWN = 14 };	/* boards drawn of a game; two rows of frames */

static char name[KINDS][16];	/* each kind as a^e b^j c^k d^l */

static int kind_of_board(int m)
{
	return kind_of_class[class_of[board_id(m)]];
}

/* name[]: every normal form a^e b^j c^k d^l (j < 3, k < 3, l < 2; j < 2
 * beside c or d; no c beside d), multiplied out of the generators. */
static void name_kinds(void)
{
	static const int gen[4] = {0356, 0005, 0000, 0016};	/* a b c d */
	static const char *const power[3] = {"", "", "^2"};
	int e, j, k, l, n, x, named = 0;

	find_kinds();
	for (x = 0; x < 36; x++) {
		int kind = 0, exp[4], g;
		e = x % 2, j = x / 2 % 3, k = x / 6 % 3, l = x / 18 % 2;
		if ((j == 2 && k + l) || (k && l))
			continue;
		exp[0] = e, exp[1] = j, exp[2] = k, exp[3] = l;
		for (g = 0; g < 4; g++)
			for (n = 0; n < exp[g]; n++)
				kind = times[kind][kind_of_board(gen[g])];
		if (name[kind][0])
			refuse("the generators give %s twice", name[kind]);
		n = sprintf(name[kind], "%s", x ? "" : "1");
		for (g = 0; g < 4; g++)
			if (exp[g])
				n += sprintf(name[kind] + n, "%s%c%s",
					     n ? " " : "", "abcd"[g],
					     power[exp[g]]);
		named++;
	}
	if (named != kinds)
		refuse("%d kinds, %d named", kinds, named);
}

/* The Grundy value of board m as normal play counts it (the last move
 * wins): the least value none of its moves has, a dead board 0. */
static int grundy(int m)
{
	static int known[512];	/* the value + 1, once found */
	int k, seen = 0, g = 0;

	if (known[m])
		return known[m] - 1;
	for (k = 0; k < 9; k++)
		if (!(m >> k & 1))
			seen |= 1 << (dead(m | 1 << k) ? 0
					: grundy(m | 1 << k));
	while (seen >> g & 1)
		g++;
	known[m] = g + 1;
	return g;
}

/* The boards, the first SHOWN of them drawn. */
static void draw(const int *m, int n)
{
	frame_t f[SHOWN];
	char cells[3][3], caption[12];
	int i, k;

	for (i = 0; i < n && i < SHOWN; i++) {
		for (k = 0; k < 9; k++)
			cells[k / 3][k % 3] = m[i] >> k & 1 ? 'X' : '.';
		sprintf(caption, "board %d", i + 1);
		f[i] = frame_from(caption, cells);
	}
	show_frames(f, i);
	if (n > SHOWN)
		printf("    ... and %d boards more\n", n - SHOWN);
}

/* The kind of the game of boards m[], board `skip` left out. */
static int kind_without(const int *m, int n, int skip)
{
	int i, product = 0;

	for (i = 0; i < n; i++)
		if (i != skip && !dead(m[i]))
			product = times[product][kind_of_board(m[i])];
	return product;
}

/* Alice's first winning move (board, cell), said; 0 if none. */
static int winning_move(const int *m, int n)
{
	int i, c;

	for (i = 0; i < n; i++)
		for (c = 0; c < 9 && !dead(m[i]); c++) {
			int next = m[i] | 1 << c, left;
			if (m[i] >> c & 1)
				continue;
			left = kind_without(m, n, i);
			if (!dead(next))
				left = times[left][kind_of_board(next)];
			if (wins(&kind[left], class_moves))
				continue;
			printf("  Alice wins with an X on board %d at %d,%d:"
			       " %s is left, a loss for Bob\n", i + 1,
			       c / 3 + 1, c % 3 + 1, name[left]);
			return 1;
		}
	return 0;
}

/* Game x of boards m[0..n-1]. */
static void explain(int x, const int *m, int n)
{
	int i, product = kind_without(m, n, -1), xor = 0;
	int alice = wins(&kind[product], class_moves);

	printf("game %d: %d %s\n", x, n, noun(n, "board", "boards"));
	draw(m, n);
	printf("  worth:");
	for (i = 0; i < n; i++) {
		const char *worth = dead(m[i]) ? "1 (dead)"
				    : name[kind_of_board(m[i])];
		if (i < SHOWN)
			printf(" %s%s", worth, i + 1 < n ? "," : "");
		xor ^= dead(m[i]) ? 0 : grundy(m[i]);
	}
	printf("%s\n  product: %s: %s\n", n > SHOWN ? " ..." : "",
	       name[product], alice ? "not a, b^2, b c or c^2, so the player "
	       "to move wins" : "the player to move loses");
	if (alice && !winning_move(m, n))
		refuse("game %d: no winning move found", x);
	printf("  (Grundy values' XOR, as normal play counts: %d)\n", xor);
	printf("answer: Game #%d: %s\n", x, alice ? "Alice" : "Bob");
}

/* Board i of game x, read as the solution reads it. */
static int read_board(int x)
{
	char row[3][8];
	int r, c, m = 0;

	if (scanf("%7s %7s %7s", row[0], row[1], row[2]) != 3)
		refuse("game %d: a board is missing", x);
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			if ((row[r][c] != '.' && row[r][c] != 'X') || row[r][3])
				refuse("game %d: a row of 3 of '.X'", x);
			m |= (row[r][c] == 'X') << (3 * r + c);
		}
	return m;
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	int games, x, n, i, *m;

	number_boards();
	name_kinds();
	if (scanf("%d", &games) != 1 || games < 1)
		refuse("expected the number of games");
	for (x = 1; x <= games; x++) {
		if (scanf("%d", &n) != 1 || n < 1
		    || !(m = malloc(sizeof *m * (size_t)n)))
			refuse("game %d: expected its number of boards", x);
		for (i = 0; i < n; i++)
			m[i] = read_board(x);
		if (x <= limit) {
			if (x > 1)
				putchar('\n');
			explain(x, m, n);
		}
		free(m);
	}
	return 0;
}
