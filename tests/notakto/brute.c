/*
 * Brute force for notakto: the game itself, searched, with no table of
 * values.  A board is a 9-bit set of its X (bit 3 r + c); one with three
 * in a line is dead, and drops out.  The player to move wins when no
 * board is left (the opponent made the last move, and lost) or when a
 * move leaves a position the other player loses.  A board turned or
 * mirrored plays alike, so each is kept as the least code of its 8.
 *
 * Games of up to 3 live boards are searched whole.  For more, the search
 * first learns what it needs: two boards are alike when every game of
 * at most 2 more boards ends alike with either (classes); a game is
 * then a multiset of classes, each played by its board with the most X
 * (its moves lead to boards of more X, so that search ends), and two
 * multisets are alike when each game of at most 3 more classes ends
 * alike with either (kinds).  Games made of alike parts are alike, so a
 * game's kind is folded board by board (times[][]), and the game is
 * searched on a small one of that kind.  Shares no code with the
 * solution, not even the reader (scanf).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MASKS = 512, PIECES = 64, NONE = 63, MOST = 10, SLOTS = 1 << 20 };

/* A game: up to MOST pieces, sorted; a piece is a live board's number
 * (or, for the second search, a class's); move[p][k] is piece p with an
 * X on cell k: another piece, NONE when that kills it, -1 when cell k
 * is taken. */
typedef struct {
	int n, piece[2 * MOST];
} game_t;
typedef int moves_t[PIECES][9];

static moves_t board_moves, class_moves;
static int id_of[MASKS], mask_of[PIECES], boards;	/* live boards */

static int dead(int m)
{
	static const int line[8] = {7, 56, 448, 73, 146, 292, 273, 84};
	int i;

	for (i = 0; i < 8; i++)
		if ((m & line[i]) == line[i])
			return 1;
	return 0;
}

/* m after symmetry s: s & 1 swaps rows and columns, s & 2 turns the
 * rows upside down, s & 4 the columns left to right. */
static int image(int m, int s)
{
	int r, c, out = 0;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			int rr = s & 1 ? c : r, cc = s & 1 ? r : c;
			rr = s & 2 ? 2 - rr : rr;
			cc = s & 4 ? 2 - cc : cc;
			if (m >> (3 * r + c) & 1)
				out |= 1 << (3 * rr + cc);
		}
	return out;
}

/* The least of m's 8 images: the code a board is kept as. */
static int least(int m)
{
	int s, best = m;

	for (s = 1; s < 8; s++)
		if (image(m, s) < best)
			best = image(m, s);
	return best;
}

/* The number of board m, NONE when it is dead. */
static int board_id(int m)
{
	return dead(m) ? NONE : id_of[least(m)];
}

static void number_boards(void)
{
	int m, k;

	if (boards)
		return;		/* numbered already */
	for (m = 0; m < MASKS; m++)
		if (!dead(m) && least(m) == m) {
			id_of[m] = boards;
			mask_of[boards++] = m;
		}
	for (m = 0; m < boards; m++)
		for (k = 0; k < 9; k++)
			board_moves[m][k] = mask_of[m] >> k & 1 ? -1
				: board_id(mask_of[m] | 1 << k);
}

/* The memo of both searches: a game packed 6 bits a piece after 2 bits
 * (1, and which search), 1 when its mover wins, 2 when not. */
static unsigned long long memo_key[SLOTS];
static unsigned char memo_won[SLOTS];

static unsigned char *memo(const game_t *g, int second)
{
	unsigned long long key = 2 | (unsigned)second;
	unsigned long h;
	int i;

	for (i = 0; i < g->n; i++)
		key = key << 6 | (unsigned)g->piece[i];
	for (h = (unsigned long)(key % 1000003) % SLOTS;
	     memo_won[h] && memo_key[h] != key; h = (h + 1) % SLOTS)
		;
	memo_key[h] = key;
	return &memo_won[h];
}

static int wins(const game_t *g, moves_t move);

/* Whether the mover loses after piece i of g takes an X on cell k. */
static int leaves_a_loss(const game_t *g, moves_t move, int i, int k)
{
	game_t next = *g;
	int j, p = move[g->piece[i]][k];

	next.piece[i] = p;
	if (p == NONE)
		next.piece[i] = next.piece[--next.n];
	for (j = next.n - 1; j > 0; j--)	/* sorted again */
		for (i = 0; i < j; i++)
			if (next.piece[i] > next.piece[i + 1]) {
				p = next.piece[i];
				next.piece[i] = next.piece[i + 1];
				next.piece[i + 1] = p;
			}
	return !wins(&next, move);
}

/* Whether the player to move wins g. */
static int wins(const game_t *g, moves_t move)
{
	unsigned char *known = memo(g, move == class_moves);
	int i, k, win = g->n == 0;

	if (*known)
		return *known == 1;
	for (i = 0; i < g->n && !win; i++)
		for (k = 0; k < 9 && !win; k++)
			win = move[g->piece[i]][k] >= 0
			      && leaves_a_loss(g, move, i, k);
	*(known = memo(g, move == class_moves)) = win ? 1 : 2;
	return win;
}

/* The game of pieces p[0..n-1] and of test t (pieces t[0..]) sorted. */
static game_t with(const int *p, int n, const game_t *t)
{
	game_t g;
	int i, j, x;

	g.n = 0;
	for (i = 0; i < n; i++)
		g.piece[g.n++] = p[i];
	for (i = 0; i < t->n; i++)
		g.piece[g.n++] = t->piece[i];
	for (i = 1; i < g.n; i++)	/* insertion sort */
		for (j = i; j > 0 && g.piece[j - 1] > g.piece[j]; j--)
			x = g.piece[j], g.piece[j] = g.piece[j - 1],
			g.piece[j - 1] = x;
	return g;
}

/* tests[]: every game of at most `most` of the first `pieces` pieces
 * (each a game of one piece fewer and one piece more, never smaller
 * than its last); how many. */
static int make_tests(game_t *tests, int pieces, int most)
{
	int n = 1, first = 0, end = 1, i, p, q;

	tests[0].n = 0;
	for (i = 0; i < most; i++, first = end, end = n)
		for (p = first; p < end; p++)
			for (q = tests[p].n ? tests[p].piece[tests[p].n - 1]
					    : 0; q < pieces; q++) {
				tests[n] = tests[p];
				tests[n].piece[tests[n].n++] = q;
				n++;
			}
	return n;
}

enum { TESTS = 1200, KINDS = 32 };
static game_t tests[TESTS];
static int class_of[PIECES], rep_of[PIECES], classes;

static int crosses(int m)
{
	int n = 0;

	for (; m; m &= m - 1)
		n++;
	return n;
}

/* Whether game g plus each test ends as `seen` says; seen filled in
 * when `fill`. */
static int ends_alike(const game_t *g, moves_t move, int ntests,
		      char *seen, int fill)
{
	int t;

	for (t = 0; t < ntests; t++) {
		game_t both = with(g->piece, g->n, &tests[t]);
		char won = (char)wins(&both, move);
		if (fill)
			seen[t] = won;
		else if (seen[t] != won)
			return 0;
	}
	return 1;
}

/* Classes: boards alike in every game of at most 2 more boards; each
 * played by its board with the most X. */
static void find_classes(void)
{
	static char seen[PIECES][TESTS];
	int ntests = make_tests(tests, boards, 2), b, c, k;

	for (b = 0; b < boards; b++) {
		game_t g = {1, {0}};
		g.piece[0] = b;
		for (c = 0; c < classes; c++)
			if (ends_alike(&g, board_moves, ntests, seen[c], 0))
				break;
		if (c == classes) {
			ends_alike(&g, board_moves, ntests, seen[classes++], 1);
			rep_of[c] = b;
		}
		class_of[b] = c;
		if (crosses(mask_of[b]) > crosses(mask_of[rep_of[c]]))
			rep_of[c] = b;
	}
	for (c = 0; c < classes; c++)
		for (k = 0; k < 9; k++) {
			int next = board_moves[rep_of[c]][k];
			class_moves[c][k] = next < 0 || next == NONE ? next
					    : class_of[next];
		}
}

/* Kinds: games of classes alike in every game of at most 3 more
 * classes; kind[i] a small game of kind i, times[i][j] the kind of the
 * two together. */
static game_t kind[KINDS];
static int kinds, ctests, times[KINDS][KINDS], kind_of_class[PIECES];

static int kind_index(const game_t *g)
{
	static char seen[KINDS][TESTS];
	int i;

	for (i = 0; i < kinds; i++)
		if (ends_alike(g, class_moves, ctests, seen[i], 0))
			return i;
	if (kinds == KINDS || g->n > MOST - 3) {	/* never so */
		fputs("brute: the kinds do not close\n", stderr);
		exit(2);
	}
	ends_alike(g, class_moves, ctests, seen[kinds], 1);
	kind[kinds] = *g;
	return kinds++;
}

/* Every kind, and times[][], once: until a round finds no new kind. */
static void find_kinds(void)
{
	game_t none = {0, {0}};
	int c, i, j, before;

	number_boards();
	find_classes();
	ctests = make_tests(tests, classes, 3);
	kind_index(&none);
	for (c = 0; c < classes; c++) {
		game_t one = {1, {0}};
		one.piece[0] = c;
		kind_of_class[c] = kind_index(&one);
	}
	do {
		before = kinds;
		for (i = 0; i < kinds; i++)
			for (j = 0; j < kinds; j++) {
				game_t g = with(kind[i].piece, kind[i].n,
						&kind[j]);
				times[i][j] = kind_index(&g);
			}
	} while (kinds > before);
}

#ifndef EXPLAIN	/* explain.c builds on the search above */
/* Whether Alice, to move, wins the game of live boards b[0..n-1]. */
static int alice_wins(const int *b, int n)
{
	static int learnt;
	game_t g = {0, {0}};
	int i, k = 0;

	if (n <= 3) {
		g = with(b, n, &g);
		return wins(&g, board_moves);
	}
	if (!learnt++)
		find_kinds();
	for (i = 0; i < n; i++)
		k = times[k][kind_of_class[class_of[b[i]]]];
	return wins(&kind[k], class_moves);
}

int main(void)
{
	int games, x, n, live, i, r, c, *b;
	char row[3][8];

	number_boards();
	if (scanf("%d", &games) != 1)
		return 1;
	for (x = 1; x <= games; x++) {
		if (scanf("%d", &n) != 1 || !(b = malloc(sizeof *b * n)))
			return 1;
		for (i = live = 0; i < n; i++) {
			int m = 0;
			if (scanf("%7s %7s %7s", row[0], row[1], row[2]) != 3)
				return 1;
			for (r = 0; r < 3; r++)
				for (c = 0; c < 3; c++)
					m |= (row[r][c] == 'X') << (3 * r + c);
			if (!dead(m))	/* a dead board has no move left */
				b[live++] = board_id(m);
		}
		printf("Game #%d: %s\n", x, alice_wins(b, live) ? "Alice"
							       : "Bob");
		free(b);
	}
	return 0;
}
#endif
